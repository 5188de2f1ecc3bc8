import { z } from 'zod/mini';
import { marginLevelsSchema } from './margin.ts';
import { amountString } from './primitives.ts';

/** `vega.Fee`: what an order pays when it trades as the aggressor in continuous trading. */
export const feeSchema = z.object({
  makerFee: amountString,
  infrastructureFee: amountString,
  liquidityFee: amountString,
});

/** `GET /api/v2/estimate/fee` */
export const estimateFeeResponseSchema = z.object({ fee: feeSchema });

/** `GET /api/v2/estimate/margin` */
export const estimateMarginResponseSchema = z.object({ marginLevels: marginLevelsSchema });

/** `datanode.api.v2.LiquidationPrice` (prices in market decimals, as decimal strings). */
export const liquidationPriceSchema = z.object({
  openVolumeOnly: z.string(),
  includingBuyOrders: z.string(),
  includingSellOrders: z.string(),
});

/** `GET /api/v2/estimate/position` */
export const estimatePositionResponseSchema = z.object({
  margin: z.object({ worstCase: marginLevelsSchema, bestCase: marginLevelsSchema }),
  liquidation: z.nullable(
    z.object({ worstCase: liquidationPriceSchema, bestCase: liquidationPriceSchema }),
  ),
});
