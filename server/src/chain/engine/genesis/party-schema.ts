import { z } from 'zod';
import { idSchema, uintString } from '#contract/primitives.ts';

/** What the simulation does with a party. */
export const PARTY_ROLES = [
  'whale',
  'market-maker',
  'liquidity-provider',
  'trader',
  'validator-operator',
  'oracle',
] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

const positiveAmount = uintString.check(z.refine((a) => BigInt(a) > 0n, 'amount must be > 0'));

/** A deposit credited at genesis (becomes a finalised Deposit + DEPOSIT ledger entry). */
export const genesisDepositSchema = z.strictObject({
  assetId: idSchema,
  amount: positiveAmount,
});

/** A delegation in place from the first epoch. */
export const genesisDelegationSchema = z.strictObject({
  nodeId: idSchema,
  amount: positiveAmount,
});

/**
 * Governance tokens associated through the staking bridge (voting weight) and how much of
 * them is delegated to which node. Separate from any VOTE deposited into the general account.
 */
export const genesisStakingSchema = z.strictObject({
  associated: uintString,
  delegations: z.array(genesisDelegationSchema),
});

export const genesisPartySchema = z.strictObject({
  id: idSchema,
  /** Readable handle for the simulation and logs (e.g. "market-maker-1"); unique. */
  alias: z.string().min(1).optional(),
  role: z.enum(PARTY_ROLES),
  deposits: z.array(genesisDepositSchema).min(1),
  staking: genesisStakingSchema.default(() => ({ associated: '0', delegations: [] })),
});

export type GenesisDeposit = z.infer<typeof genesisDepositSchema>;
export type GenesisDelegation = z.infer<typeof genesisDelegationSchema>;
export type GenesisParty = z.infer<typeof genesisPartySchema>;
