import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { LiquidityProvisionStatus, PeggedReference } from './enums.ts';
import { idSchema, timestampNs, uintString } from './primitives.ts';
import { decimalString, uint32Number } from './scalars.ts';

/** `vega.LiquidityOrder`: one shape entry (also used by the liquidity commands). */
export const liquidityOrderSchema = z.object({
  reference: PeggedReference.schema,
  proportion: uint32Number,
  offset: uintString,
});
export type LiquidityOrder = z.infer<typeof liquidityOrderSchema>;

/** `vega.LiquidityOrderReference`: a shape entry with the order deployed for it. */
export const liquidityOrderReferenceSchema = z.object({
  orderId: z.string(),
  liquidityOrder: liquidityOrderSchema,
});

/** `vega.LiquidityProvision` */
export const liquidityProvisionSchema = z.object({
  id: idSchema,
  partyId: z.string(),
  createdAt: timestampNs,
  updatedAt: timestampNs,
  marketId: z.string(),
  commitmentAmount: uintString,
  fee: decimalString,
  sells: z.array(liquidityOrderReferenceSchema),
  buys: z.array(liquidityOrderReferenceSchema),
  version: uintString,
  status: LiquidityProvisionStatus.schema,
  reference: z.string(),
});
export type LiquidityProvision = z.infer<typeof liquidityProvisionSchema>;

/** `GET /api/v2/liquidity/provisions` */
export const liquidityProvisionsResponseSchema = z.object({
  liquidityProvisions: connectionSchema(liquidityProvisionSchema),
});
