import type { EnumName } from '#contract/define-enum.ts';
import type { MarketState, MarketTradingMode } from '#contract/enums.ts';
import type { GenesisMarket } from '../genesis/genesis-schema.ts';
import { priceFactorOf, type MarketScale } from '../collateral/decimal.ts';
import type { FeeFactors } from '../collateral/fees.ts';
import type { MarginLevels, RiskFactors, ScalingFactors } from '../collateral/margin.ts';
import { OrderBook } from '../matching/order-book.ts';
import { PositionBook } from '../positions/position-book.ts';
import { CandleTracker } from '../trading/candle-tracker.ts';
import { DepthTracker } from '../trading/depth-tracker.ts';
import { PriceHistory } from '../trading/price-history.ts';
import { WindowMax, WindowSum } from '../trading/time-windows.ts';

export type MarketStateName = EnumName<typeof MarketState>;
export type TradingModeName = EnumName<typeof MarketTradingMode>;

/** One market as the chain runs it: configuration, book, and the values it derives per block. */
export interface MarketRuntime {
  readonly id: string;
  readonly config: GenesisMarket;
  readonly settlementAsset: string;
  readonly decimalPlaces: number;
  readonly positionDecimalPlaces: number;
  readonly book: OrderBook;
  readonly positions: PositionBook;
  readonly scale: MarketScale;
  readonly riskFactors: RiskFactors;
  readonly scaling: ScalingFactors;
  readonly fees: FeeFactors;
  state: MarketStateName;
  tradingMode: TradingModeName;
  /** Unix ns; 0n when not in auction. */
  auctionStart: bigint;
  auctionEnd: bigint;
  /** Last mark price (0n before the first trade). */
  markPrice: bigint;
  /** Block time of the last mark-to-market. */
  lastMarkAt: bigint;
  /** Price of the last trade (0n before the first). */
  lastTradePrice: bigint;
  /** Fills since the last mark-to-market, each settled from its own price (collateral's MtmPosition rows). */
  readonly mtmFills: { party: string; openVolume: bigint; lastMarkPrice: bigint }[];
  readonly priceHistory: PriceHistory;
  /** Open interest per block, for the target stake's time window. */
  readonly openInterestWindow: WindowMax;
  /** Traded notional per block, for the market value proxy's window. */
  readonly tradedValueWindow: WindowSum;
  readonly depth: DepthTracker;
  /** The current candle per interval (part of the state: a snapshot restores it). */
  readonly candles: CandleTracker;
  /** Margin levels last published per party (only changes are published). */
  readonly lastMarginLevels: Map<string, MarginLevels>;
  /** Parties whose margin must be re-evaluated at the end of the block. */
  readonly marginDirty: Set<string>;
  /** The agents' idea of the fair price, in market price units (a random walk). */
  fairPrice: number;
  /** Annualised volatility of the random walk. */
  readonly volatility: number;
  readonly timestamps: { proposed: bigint; pending: bigint; open: bigint; close: bigint };
}

/**
 * Risk factors of the market's risk model. The simple model states them; for the log-normal
 * model we take a ~99% move over the horizon tau (σ·√τ·2.5, bounded) — the real network
 * solves an expected-shortfall integral, which the explorer only ever shows as the result.
 */
function riskFactorsOf(config: GenesisMarket): RiskFactors {
  return riskFactorsFor(config.simple, config.logNormal!);
}

/** The same risk factors from a market's published risk model (the API's estimates). */
export function riskFactorsFor(
  simple: { factorLong: number; factorShort: number } | undefined | null,
  logNormal: { tau: number; params: { sigma: number } } | undefined | null,
): RiskFactors {
  if (simple) return { long: simple.factorLong, short: simple.factorShort };
  const model = logNormal!;
  const factor = Math.min(1, Math.max(0.005, model.params.sigma * Math.sqrt(model.tau) * 2.5));
  const text = factor.toFixed(6);
  return { long: text, short: text };
}

export function createMarketRuntime(
  config: GenesisMarket,
  genesisTime: bigint,
  assetDecimals: number,
): MarketRuntime {
  const openingSeconds = BigInt(config.openingAuction.duration);
  const decimalPlaces = Number(config.decimalPlaces);
  const positionDecimalPlaces = Number(config.positionDecimalPlaces);
  const priceFactor = priceFactorOf(assetDecimals, decimalPlaces);
  return {
    id: config.id,
    config,
    settlementAsset: config.instrument.future.settlementAsset,
    decimalPlaces,
    positionDecimalPlaces,
    book: new OrderBook({
      marketId: config.id,
      tradingMode: 'auction',
      auctionTrigger: 'AUCTION_TRIGGER_OPENING',
    }),
    positions: new PositionBook(config.id, priceFactor, positionDecimalPlaces),
    scale: { positionDecimals: positionDecimalPlaces, priceFactor },
    riskFactors: riskFactorsOf(config),
    scaling: config.marginCalculator.scalingFactors,
    fees: config.fees.factors,
    state: 'STATE_PENDING',
    tradingMode: 'TRADING_MODE_OPENING_AUCTION',
    auctionStart: genesisTime,
    auctionEnd: genesisTime + openingSeconds * 1_000_000_000n,
    markPrice: 0n,
    lastMarkAt: 0n,
    lastTradePrice: 0n,
    mtmFills: [],
    marginDirty: new Set(),
    lastMarginLevels: new Map(),
    depth: new DepthTracker(config.id),
    candles: new CandleTracker(config.id),
    openInterestWindow: new WindowMax(),
    tradedValueWindow: new WindowSum(),
    priceHistory: new PriceHistory(
      BigInt(
        Math.max(
          0,
          ...(config.priceMonitoringParameters?.triggers ?? []).map((t) => Number(t.horizon)),
        ),
      ) * 1_000_000_000n,
    ),
    fairPrice: Number(config.referencePrice),
    volatility: config.volatility,
    timestamps: { proposed: genesisTime, pending: genesisTime, open: 0n, close: 0n },
  };
}
