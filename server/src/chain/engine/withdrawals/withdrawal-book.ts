import type { Withdrawal } from '#contract/withdrawal.ts';

export interface WithdrawalEntry {
  /** Row order of the `withdrawals` table. */
  readonly seq: bigint;
  readonly record: Withdrawal;
}

/**
 * Withdrawals by id. ERC-20 withdrawals stay OPEN until the bridge reports the payout (an
 * erc20.withdrawal chain event naming the withdrawal's `ref` as its referenceNonce).
 */
export class WithdrawalBook {
  readonly byId = new Map<string, WithdrawalEntry>();
  /** OPEN withdrawal id by its reference nonce. */
  readonly openByRef = new Map<string, string>();

  /** OPEN withdrawals in creation order (the validators' agent forwards their payouts). */
  open(): WithdrawalEntry[] {
    return [...this.openByRef.values()].map((id) => this.byId.get(id)!);
  }
}
