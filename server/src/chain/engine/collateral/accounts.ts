// Account identities. An account is (owner, asset, market, type) as on the network (D7). Network
// accounts are owned by SYSTEM_OWNER ("*", the core's internal owner); the API shows them as
// owner "network" in AccountBalance and omits the owner in LedgerMovement (see api-views.ts).
import type { EnumName } from '#contract/define-enum.ts';
import { AccountType } from '#contract/enums.ts';

export type AccountTypeName = EnumName<typeof AccountType>;

/** Owner of every network (non-party) account. */
export const SYSTEM_OWNER = '*';
/** Market id of accounts that belong to no market. */
export const NO_MARKET = '';

export interface AccountRef {
  /** Party id, or SYSTEM_OWNER. */
  readonly owner: string;
  readonly assetId: string;
  /** NO_MARKET ('') when the account is not tied to a market. */
  readonly marketId: string;
  readonly type: AccountTypeName;
  /** Stable identity: equal keys ⇔ same account. */
  readonly key: string;
}

/** Ids are hex and type names upper-case, so '|' cannot appear inside a component. */
export function accountKey(
  owner: string,
  assetId: string,
  marketId: string,
  type: AccountTypeName,
): string {
  return `${assetId}|${marketId}|${owner}|${type}`;
}

export function accountRef(
  owner: string,
  assetId: string,
  marketId: string,
  type: AccountTypeName,
): AccountRef {
  return { owner, assetId, marketId, type, key: accountKey(owner, assetId, marketId, type) };
}

export function isSystemAccount(account: AccountRef): boolean {
  return account.owner === SYSTEM_OWNER;
}

export function isExternal(account: AccountRef): boolean {
  return account.type === 'ACCOUNT_TYPE_EXTERNAL';
}

/** Canonical order for listings: asset, market, owner, then the type's enum number. */
export function compareAccounts(a: AccountRef, b: AccountRef): number {
  if (a.assetId !== b.assetId) return a.assetId < b.assetId ? -1 : 1;
  if (a.marketId !== b.marketId) return a.marketId < b.marketId ? -1 : 1;
  if (a.owner !== b.owner) return a.owner < b.owner ? -1 : 1;
  return AccountType.toNumber(a.type) - AccountType.toNumber(b.type);
}

// ---- Per party ----------------------------------------------------------------------------

/** Per party per asset: deposits land here, fees and margin are taken from here. */
export const general = (party: string, asset: string): AccountRef =>
  accountRef(party, asset, NO_MARKET, 'ACCOUNT_TYPE_GENERAL');

/** Per party per market (cross-margin). */
export const margin = (party: string, market: string, asset: string): AccountRef =>
  accountRef(party, asset, market, 'ACCOUNT_TYPE_MARGIN');

/** Per liquidity provider per market. */
export const bond = (party: string, market: string, asset: string): AccountRef =>
  accountRef(party, asset, market, 'ACCOUNT_TYPE_BOND');

// ---- Per market (network-owned) -----------------------------------------------------------

export const insurance = (market: string, asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, market, 'ACCOUNT_TYPE_INSURANCE');

/** Transient: holds mark-to-market money between collection and distribution; ends at 0. */
export const settlement = (market: string, asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, market, 'ACCOUNT_TYPE_SETTLEMENT');

/** Transient per trade: the aggressor's maker fee passes through to the maker. */
export const feesMaker = (market: string, asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, market, 'ACCOUNT_TYPE_FEES_MAKER');

export const feesLiquidity = (market: string, asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, market, 'ACCOUNT_TYPE_FEES_LIQUIDITY');

/**
 * The market reward pools: (reward asset, market, metric) accounts a recurring transfer's
 * dispatch strategy funds and the end of each epoch pays out (validators/metric-rewards.ts).
 */
export const REWARD_POOL_TYPES: ReadonlySet<AccountTypeName> = new Set<AccountTypeName>([
  'ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES',
  'ACCOUNT_TYPE_REWARD_MAKER_RECEIVED_FEES',
  'ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES',
  'ACCOUNT_TYPE_REWARD_MARKET_PROPOSERS',
]);

// ---- Per asset (network-owned) ------------------------------------------------------------

export const feesInfrastructure = (asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, NO_MARKET, 'ACCOUNT_TYPE_FEES_INFRASTRUCTURE');

export const globalReward = (asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, NO_MARKET, 'ACCOUNT_TYPE_GLOBAL_REWARD');

export const globalInsurance = (asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, NO_MARKET, 'ACCOUNT_TYPE_GLOBAL_INSURANCE');

export const pendingTransfers = (asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, NO_MARKET, 'ACCOUNT_TYPE_PENDING_TRANSFERS');

/**
 * The bridge side of deposits and withdrawals: one per asset, network-owned as in the core.
 * It is an unbounded source/sink, not a balance (see Ledger).
 */
export const external = (asset: string): AccountRef =>
  accountRef(SYSTEM_OWNER, asset, NO_MARKET, 'ACCOUNT_TYPE_EXTERNAL');
