import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { Side, TradeType } from './enums.ts';
import { idSchema, timestampNs, uintString } from './primitives.ts';

/** `vega.Fee`: what one side of a trade paid. */
export const tradeFeeSchema = z.object({
  makerFee: uintString,
  infrastructureFee: uintString,
  liquidityFee: uintString,
});
export type TradeFee = z.infer<typeof tradeFeeSchema>;

/** Trade record (reference §3.2 `vega.Trade`). */
export const tradeSchema = z.object({
  id: idSchema,
  marketId: z.string(),
  price: uintString,
  size: uintString,
  /** Party keys; "network" on the network's side of a close-out. */
  buyer: z.string(),
  seller: z.string(),
  aggressor: Side.schema,
  buyOrder: z.string(),
  sellOrder: z.string(),
  timestamp: timestampNs,
  type: TradeType.schema,
  buyerFee: tradeFeeSchema,
  sellerFee: tradeFeeSchema,
  buyerAuctionBatch: uintString,
  sellerAuctionBatch: uintString,
});
export type Trade = z.infer<typeof tradeSchema>;

/** `GET /api/v2/trades` */
export const tradesResponseSchema = z.object({ trades: connectionSchema(tradeSchema) });
/** `GET /api/v2/market/{marketId}/trade/latest` */
export const tradeResponseSchema = z.object({ trade: tradeSchema });
