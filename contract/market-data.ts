import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { AuctionTrigger, MarketState, MarketTradingMode } from './enums.ts';
import { priceMonitoringTriggerSchema } from './market-parameters.ts';
import { timestampNs, uintString } from './primitives.ts';
import { decimalString } from './scalars.ts';

/** `vega.PriceMonitoringBounds` */
export const priceMonitoringBoundsSchema = z.object({
  minValidPrice: uintString,
  maxValidPrice: uintString,
  trigger: priceMonitoringTriggerSchema,
  referencePrice: decimalString,
});
export type PriceMonitoringBounds = z.infer<typeof priceMonitoringBoundsSchema>;

/** `vega.LiquidityProviderFeeShare` */
export const liquidityProviderFeeShareSchema = z.object({
  party: z.string(),
  equityLikeShare: decimalString,
  averageEntryValuation: decimalString,
  averageScore: decimalString,
});
export type LiquidityProviderFeeShare = z.infer<typeof liquidityProviderFeeShareSchema>;

/** MarketData record (reference §3.2 `vega.MarketData`); the market id is `market`. */
export const marketDataSchema = z.object({
  markPrice: uintString,
  bestBidPrice: uintString,
  bestBidVolume: uintString,
  bestOfferPrice: uintString,
  bestOfferVolume: uintString,
  bestStaticBidPrice: uintString,
  bestStaticBidVolume: uintString,
  bestStaticOfferPrice: uintString,
  bestStaticOfferVolume: uintString,
  midPrice: uintString,
  staticMidPrice: uintString,
  market: z.string(),
  timestamp: timestampNs,
  openInterest: uintString,
  /** Unix ns (the proto says seconds; core fills nanoseconds). */
  auctionEnd: timestampNs,
  auctionStart: timestampNs,
  indicativePrice: uintString,
  indicativeVolume: uintString,
  marketTradingMode: MarketTradingMode.schema,
  trigger: AuctionTrigger.schema,
  extensionTrigger: AuctionTrigger.schema,
  targetStake: uintString,
  suppliedStake: uintString,
  priceMonitoringBounds: z.array(priceMonitoringBoundsSchema),
  marketValueProxy: decimalString,
  liquidityProviderFeeShare: z.array(liquidityProviderFeeShareSchema),
  marketState: MarketState.schema,
  nextMarkToMarket: timestampNs,
  lastTradedPrice: uintString,
});
export type MarketData = z.infer<typeof marketDataSchema>;

/** `GET /api/v2/markets/data`: a plain array, no pagination. */
export const marketsDataResponseSchema = z.object({ marketsData: z.array(marketDataSchema) });
/** `GET /api/v2/market/data/{marketId}/latest` */
export const latestMarketDataResponseSchema = z.object({ marketData: marketDataSchema });
/** `GET /api/v2/market/data/{marketId}`: the market's data history. */
export const marketDataHistoryResponseSchema = z.object({
  marketData: connectionSchema(marketDataSchema),
});
