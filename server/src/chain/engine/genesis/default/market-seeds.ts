import type {
  LogNormalRiskModel,
  PriceMonitoringTrigger,
  SimpleModelParams,
} from '../market-config-schema.ts';
import type { AssetSymbol } from './assets.ts';
import { ethAddressOf, sha256Hex } from './ids.ts';

/** Oracle keys: parties that sign price and termination data (see parties.ts). */
export const ORACLE_PARTY_IDS = {
  crypto: sha256Hex('party:oracle-1'),
  tradfi: sha256Hex('party:oracle-2'),
} as const;
/** An Ethereum-signed (open oracle) price feed, to show the other signer kind. */
export const OPEN_ORACLE_ADDRESS = ethAddressOf('oracle:open-oracle-prices');

export interface MarketSeed {
  code: string;
  name: string;
  base: string;
  quote: string;
  class: string;
  sector: string;
  cadence: 'monthly' | 'quarterly';
  settle: AssetSymbol;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  /** Initial fair price in quote units (human). */
  price: number;
  volatility: number;
  oracle: keyof typeof ORACLE_PARTY_IDS | 'open-oracle';
  /** Unix seconds; when set, trading terminates on an internal time trigger instead of an oracle. */
  terminatesAt?: number;
  risk: { logNormal: LogNormalRiskModel } | { simple: SimpleModelParams };
  triggers: PriceMonitoringTrigger[];
  liquidityFee: string;
  lpPriceRange: string;
  openingAuctionSeconds: number;
}

const logNormal = (sigma: number): { logNormal: LogNormalRiskModel } => ({
  logNormal: {
    riskAversionParameter: 0.0001,
    tau: 0.0001140771161,
    params: { mu: 0, r: 0.016, sigma },
  },
});
const simple = (factorLong: number, factorShort: number): { simple: SimpleModelParams } => ({
  simple: { factorLong, factorShort, maxMoveUp: 10, minMoveDown: -5, probabilityOfTrading: 0.1 },
});
const trigger = (horizon: number, probability: string, auctionExtension: number) => ({
  horizon: String(horizon),
  probability,
  auctionExtension: String(auctionExtension),
});
const CRYPTO_TRIGGERS = [
  trigger(60, '0.9999', 30),
  trigger(300, '0.9999', 60),
  trigger(3600, '0.99999', 300),
];
const TRADFI_TRIGGERS = [trigger(300, '0.9999', 60), trigger(3600, '0.99999', 300)];

/** The default futures markets (prices as of mid-2023). */
export const MARKET_SEEDS: MarketSeed[] = [
  {
    code: 'BTCUSD.MF23',
    name: 'BTCUSD Monthly Futures',
    base: 'BTC',
    quote: 'USD',
    class: 'fx/crypto',
    sector: 'crypto',
    cadence: 'monthly',
    settle: 'USDC',
    decimalPlaces: 2,
    positionDecimalPlaces: 4,
    price: 27_350,
    volatility: 0.55,
    oracle: 'crypto',
    risk: logNormal(1.0),
    triggers: CRYPTO_TRIGGERS,
    liquidityFee: '0.001',
    lpPriceRange: '0.5',
    openingAuctionSeconds: 90,
  },
  {
    code: 'ETHUSD.MF23',
    name: 'ETHUSD Monthly Futures',
    base: 'ETH',
    quote: 'USD',
    class: 'fx/crypto',
    sector: 'crypto',
    cadence: 'monthly',
    settle: 'USDC',
    decimalPlaces: 2,
    positionDecimalPlaces: 3,
    price: 1_850.4,
    volatility: 0.7,
    oracle: 'crypto',
    risk: logNormal(1.2),
    triggers: CRYPTO_TRIGGERS,
    liquidityFee: '0.001',
    lpPriceRange: '0.5',
    openingAuctionSeconds: 90,
  },
  {
    code: 'EURUSD.MF23',
    name: 'EURUSD Monthly Futures',
    base: 'EUR',
    quote: 'USD',
    class: 'fx/g10',
    sector: 'fx',
    cadence: 'monthly',
    settle: 'USDC',
    decimalPlaces: 5,
    positionDecimalPlaces: 0,
    price: 1.0912,
    volatility: 0.08,
    oracle: 'tradfi',
    risk: simple(0.02, 0.02),
    triggers: TRADFI_TRIGGERS,
    liquidityFee: '0.0005',
    lpPriceRange: '0.1',
    openingAuctionSeconds: 60,
  },
  {
    code: 'XAUUSD.DEC30',
    name: 'Gold (XAU/USD) December 2030 Futures',
    base: 'XAU',
    quote: 'USD',
    class: 'commodities/metals',
    sector: 'metals',
    cadence: 'quarterly',
    settle: 'USDC',
    decimalPlaces: 2,
    positionDecimalPlaces: 2,
    price: 2_015.3,
    volatility: 0.15,
    oracle: 'tradfi',
    terminatesAt: 1_924_905_600,
    risk: logNormal(0.3),
    triggers: TRADFI_TRIGGERS,
    liquidityFee: '0.0008',
    lpPriceRange: '0.2',
    openingAuctionSeconds: 120,
  },
  {
    code: 'AAPL.MF23',
    name: 'Apple Inc. Monthly Futures',
    base: 'AAPL',
    quote: 'USD',
    class: 'equities/single-stock-futures',
    sector: 'tech',
    cadence: 'monthly',
    settle: 'tDAI',
    decimalPlaces: 2,
    positionDecimalPlaces: 1,
    price: 173.5,
    volatility: 0.3,
    oracle: 'tradfi',
    risk: simple(0.15, 0.25),
    triggers: TRADFI_TRIGGERS,
    liquidityFee: '0.002',
    lpPriceRange: '0.3',
    openingAuctionSeconds: 60,
  },
  {
    code: 'SOLUSD.MF23',
    name: 'SOLUSD Monthly Futures',
    base: 'SOL',
    quote: 'USD',
    class: 'fx/crypto',
    sector: 'crypto',
    cadence: 'monthly',
    settle: 'tDAI',
    decimalPlaces: 3,
    positionDecimalPlaces: 1,
    price: 20.512,
    volatility: 0.9,
    oracle: 'crypto',
    risk: logNormal(1.5),
    triggers: CRYPTO_TRIGGERS,
    liquidityFee: '0.0015',
    lpPriceRange: '0.8',
    openingAuctionSeconds: 60,
  },
  {
    code: 'ETHBTC.MF23',
    name: 'ETHBTC Monthly Futures',
    base: 'ETH',
    quote: 'BTC',
    class: 'fx/crypto',
    sector: 'crypto',
    cadence: 'monthly',
    settle: 'WBTC',
    decimalPlaces: 5,
    positionDecimalPlaces: 2,
    price: 0.06765,
    volatility: 0.45,
    oracle: 'open-oracle',
    risk: logNormal(0.8),
    triggers: CRYPTO_TRIGGERS,
    liquidityFee: '0.001',
    lpPriceRange: '0.5',
    openingAuctionSeconds: 120,
  },
  {
    code: 'LDOETH.MF23',
    name: 'LDOETH Monthly Futures',
    base: 'LDO',
    quote: 'ETH',
    class: 'fx/crypto',
    sector: 'defi',
    cadence: 'monthly',
    settle: 'WETH',
    decimalPlaces: 6,
    positionDecimalPlaces: 0,
    price: 0.001135,
    volatility: 1.0,
    oracle: 'crypto',
    risk: simple(0.3, 0.35),
    triggers: CRYPTO_TRIGGERS,
    liquidityFee: '0.002',
    lpPriceRange: '0.8',
    openingAuctionSeconds: 60,
  },
];
