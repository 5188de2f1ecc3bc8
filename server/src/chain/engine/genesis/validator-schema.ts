import { z } from 'zod';
import type { EnumName } from '#contract/define-enum.ts';
import type { ValidatorNodeStatus } from '#contract/enums.ts';
import { idSchema, uintString } from '#contract/primitives.ts';

export const GENESIS_VALIDATOR_STATUSES = ['tendermint', 'ersatz', 'pending'] as const;
export type GenesisValidatorStatus = (typeof GENESIS_VALIDATOR_STATUSES)[number];

/** Genesis status → the API's `VALIDATOR_NODE_STATUS_*` name. */
export const VALIDATOR_STATUS_NAMES: Record<
  GenesisValidatorStatus,
  EnumName<typeof ValidatorNodeStatus>
> = {
  tendermint: 'VALIDATOR_NODE_STATUS_TENDERMINT',
  ersatz: 'VALIDATOR_NODE_STATUS_ERSATZ',
  pending: 'VALIDATOR_NODE_STATUS_PENDING',
};

/** Base64 of exactly 32 bytes (44 characters ending in one "="). */
const tmPubKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, 'tmPubKey must be the base64 of 32 bytes');

/**
 * A node known at genesis. URLs and names are free text on purpose: they come from the node
 * operator and the explorer must render hostile values safely, so the schema does not filter.
 */
export const genesisValidatorSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** Operator's public key = its party id. */
  pubKey: idSchema,
  tmPubKey: tmPubKeySchema,
  ethereumAddress: z.string().regex(/^0x[0-9a-f]{40}$/, 'expected 0x + 40 lowercase hex digits'),
  infoUrl: z.string(),
  avatarUrl: z.string(),
  /** ISO 3166-1 alpha-2 country code. */
  location: z.string().regex(/^[A-Z]{2}$/, 'location must be an ISO 3166-1 alpha-2 code'),
  status: z.enum(GENESIS_VALIDATOR_STATUSES),
  /** Self-stake in governance-token base units. */
  stakedByOperator: uintString,
});

export type GenesisValidator = z.infer<typeof genesisValidatorSchema>;
