// Records of the ledger: entries, movements, balances, and the context operations run in.
import type { EnumName } from '#contract/define-enum.ts';
import type { TransferType } from '#contract/enums.ts';
import type { AccountRef } from './accounts.ts';

export type TransferTypeName = EnumName<typeof TransferType>;

export interface LedgerEntry {
  readonly fromAccount: AccountRef;
  readonly toAccount: AccountRef;
  readonly amount: bigint;
  readonly type: TransferTypeName;
  readonly timestamp: bigint;
  /** Balances right after this transfer. */
  readonly fromAccountBalance: bigint;
  readonly toAccountBalance: bigint;
}

export interface AccountBalance {
  readonly account: AccountRef;
  readonly balance: bigint;
}

/** One event's transfers plus the final balance of every account they touched (spec §2.10). */
export interface LedgerMovement {
  readonly entries: readonly LedgerEntry[];
  readonly balances: readonly AccountBalance[];
}

export interface BlockLedgerOutput {
  readonly movements: LedgerMovement[];
  /** Accounts opened or changed since the last drain, first-changed order, current balance. */
  readonly changedAccounts: AccountBalance[];
}

export class InsufficientFunds extends Error {
  constructor(
    readonly account: AccountRef,
    readonly needed: bigint,
    readonly available: bigint,
  ) {
    super(`insufficient funds in ${account.key}: needs ${needed}, has ${available}`);
    this.name = 'InsufficientFunds';
  }
}
