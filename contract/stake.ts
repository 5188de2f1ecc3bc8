import { z } from 'zod/mini';
import { connectionSchema } from './connection.ts';
import { defineEnum } from './define-enum.ts';
import { delegationSchema } from './node.ts';
import { amountString, timestampNs, uintString } from './primitives.ts';

/** vega/events/v1/events.proto `StakeLinking.Type` */
export const StakeLinkingType = /* @__PURE__ */ defineEnum({
  TYPE_UNSPECIFIED: 0,
  TYPE_LINK: 1,
  TYPE_UNLINK: 2,
});

/** vega/events/v1/events.proto `StakeLinking.Status` */
export const StakeLinkingStatus = /* @__PURE__ */ defineEnum({
  STATUS_UNSPECIFIED: 0,
  STATUS_PENDING: 1,
  STATUS_ACCEPTED: 2,
  STATUS_REJECTED: 3,
});

/** `vega.events.v1.StakeLinking`: one staking-bridge event for a party. */
export const stakeLinkingSchema = z.object({
  id: z.string(),
  type: StakeLinkingType.schema,
  ts: timestampNs,
  party: z.string(),
  amount: amountString,
  status: StakeLinkingStatus.schema,
  finalizedAt: timestampNs,
  txHash: z.string(),
  blockHeight: uintString,
  blockTime: timestampNs,
  logIndex: uintString,
  ethereumAddress: z.string(),
});
export type StakeLinking = z.infer<typeof stakeLinkingSchema>;

/** `GET /api/v2/parties/{partyId}/stake` */
export const stakeResponseSchema = z.object({
  currentStakeAvailable: amountString,
  stakeLinkings: connectionSchema(stakeLinkingSchema),
});

/** `GET /api/v2/delegations` */
export const delegationsResponseSchema = z.object({
  delegations: connectionSchema(delegationSchema),
});
