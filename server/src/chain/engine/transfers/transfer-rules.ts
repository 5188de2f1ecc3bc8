import type { EnumName } from '#contract/define-enum.ts';
import type { AccountType } from '#contract/enums.ts';
import {
  accountRef,
  type AccountRef,
  globalReward,
  NO_MARKET,
  REWARD_POOL_TYPES,
  SYSTEM_OWNER,
} from '../collateral/accounts.ts';
import { mulCeil, parseDecimal } from '../collateral/decimal.ts';
import type { NetworkState } from '../state/network-state.ts';

type AccountTypeName = EnumName<typeof AccountType>;

/** Reward pools a recurring transfer can fund (they need a dispatch strategy). */
export const REWARD_ACCOUNT_TYPES: ReadonlySet<AccountTypeName> = REWARD_POOL_TYPES;

/** The `to` of a transfer into a network account. */
export const NETWORK_PARTY = '0'.repeat(64);

/** Where a transfer's funds land: a party's general account or a network pool. */
export function destinationOf(
  toAccountType: AccountTypeName,
  to: string,
  asset: string,
  markets: readonly string[] = [],
): string | AccountRef {
  if (toAccountType === 'ACCOUNT_TYPE_GENERAL') return to;
  if (toAccountType === 'ACCOUNT_TYPE_GLOBAL_REWARD') return globalReward(asset);
  // One reward pool per (metric, asset, market scope): the first market stands for the scope.
  return accountRef(SYSTEM_OWNER, asset, markets[0] ?? NO_MARKET, toAccountType);
}

/** The epoch in progress, as the validators module runs epochs (D8). */
export const currentEpoch = (state: NetworkState): bigint => state.validators.epoch.seq;

/** `transfer.minTransferQuantumMultiple` × the asset's quantum (rounded up). */
export function minimumTransfer(state: NetworkState, asset: string): bigint {
  const multiple = state.params.get('transfer.minTransferQuantumMultiple') ?? '1';
  return mulCeil(state.governance.assets.quantum(asset), multiple);
}

/** A recurring transfer's amount in epoch `epoch`: amount × factor^(epoch − startEpoch). */
export function recurringAmount(
  amount: bigint,
  factor: string,
  startEpoch: bigint,
  epoch: bigint,
): bigint {
  const f = parseDecimal(factor);
  let value = amount;
  for (let e = startEpoch; e < epoch; e++) value = (value * f.num) / f.den;
  return value;
}
