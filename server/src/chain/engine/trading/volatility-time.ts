/**
 * How the network's volatility (a yearly figure) scales to seconds. A rule of the network
 * (price-monitoring bounds) and the simulated traders' price walk both read it, so it lives in
 * the engine and the agents import it, never the other way round.
 */
export const SECONDS_PER_YEAR = 365 * 24 * 3600;
/**
 * Demo time runs faster than real time for prices: a whole trading day of movement happens
 * in a few minutes, so a freshly started explorer shows charts that move.
 */
export const VOLATILITY_SPEED_UP = 60;
