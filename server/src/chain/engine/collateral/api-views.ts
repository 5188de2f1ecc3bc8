// Ledger data in the API's REST JSON shapes (contract §3.2, spec §2.10): amounts as decimal
// strings, enums as names (the stream layer turns names into integers with the enum tables).
import type { AccountBalance as ApiAccountBalance } from '#contract/account.ts';
import type {
  AccountDetails as ApiAccountDetails,
  LedgerEntry as ApiLedgerEntry,
  LedgerMovement as ApiLedgerMovement,
} from '#contract/ledger.ts';
import { NO_MARKET, SYSTEM_OWNER } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import type { AccountBalance, LedgerEntry, LedgerMovement } from './ledger-types.ts';

/** AccountBalance.owner of network accounts. */
export const NETWORK_OWNER = 'network';

export function apiOwner(account: AccountRef): string {
  return account.owner === SYSTEM_OWNER ? NETWORK_OWNER : account.owner;
}

export function toApiAccountDetails(account: AccountRef): ApiAccountDetails {
  return {
    assetId: account.assetId,
    type: account.type,
    ...(account.owner === SYSTEM_OWNER ? {} : { owner: account.owner }),
    ...(account.marketId === NO_MARKET ? {} : { marketId: account.marketId }),
  };
}

export function toApiLedgerEntry(e: LedgerEntry): ApiLedgerEntry {
  return {
    fromAccount: toApiAccountDetails(e.fromAccount),
    toAccount: toApiAccountDetails(e.toAccount),
    amount: e.amount.toString(),
    type: e.type,
    timestamp: e.timestamp.toString(),
    fromAccountBalance: e.fromAccountBalance.toString(),
    toAccountBalance: e.toAccountBalance.toString(),
  };
}

export function toApiLedgerMovement(m: LedgerMovement): ApiLedgerMovement {
  return {
    entries: m.entries.map(toApiLedgerEntry),
    balances: m.balances.map((b) => ({
      account: toApiAccountDetails(b.account),
      balance: b.balance.toString(),
    })),
  };
}

export function toApiAccountBalance(b: AccountBalance): ApiAccountBalance {
  return {
    owner: apiOwner(b.account),
    balance: b.balance.toString(),
    asset: b.account.assetId,
    marketId: b.account.marketId,
    type: b.account.type,
  };
}
