import { z } from 'zod/mini';
import { uintString } from './primitives.ts';
import { tradeSchema } from './trade.ts';

/** `vega.PriceLevel`: one level of the book. */
export const priceLevelSchema = z.object({
  price: uintString,
  numberOfOrders: uintString,
  volume: uintString,
});
export type PriceLevel = z.infer<typeof priceLevelSchema>;

/** `vega.MarketDepth` (stream `/api/v2/stream/markets/depth`). */
export const marketDepthSchema = z.object({
  marketId: z.string(),
  buy: z.array(priceLevelSchema),
  sell: z.array(priceLevelSchema),
  sequenceNumber: uintString,
});
export type MarketDepth = z.infer<typeof marketDepthSchema>;

/**
 * `vega.MarketDepthUpdate` (stream `/api/v2/stream/markets/depth/updates`): changed levels only;
 * a level with volume "0" is removed. Apply when previousSequenceNumber is the last one seen.
 */
export const marketDepthUpdateSchema = z.extend(marketDepthSchema, {
  previousSequenceNumber: uintString,
});
export type MarketDepthUpdate = z.infer<typeof marketDepthUpdateSchema>;

/** `GET /api/v2/market/depth/{marketId}/latest`; lastTrade is null before the first trade. */
export const latestMarketDepthResponseSchema = z.object({
  marketId: z.string(),
  buy: z.array(priceLevelSchema),
  sell: z.array(priceLevelSchema),
  lastTrade: z.optional(z.nullable(tradeSchema)),
  sequenceNumber: uintString,
});
export type LatestMarketDepth = z.infer<typeof latestMarketDepthResponseSchema>;
