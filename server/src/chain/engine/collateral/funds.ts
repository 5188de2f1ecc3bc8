// Moves of funds a party or the network asks for: deposits, withdrawals, liquidity bonds and
// party-to-party transfers (D6, D7). Each refuses cleanly, moving nothing, when funds are short.
import {
  bond,
  external,
  feesInfrastructure,
  general,
  insurance,
  pendingTransfers,
} from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { mulFloor } from './decimal.ts';
import type { Decimalish } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';
import type { TransferTypeName } from './ledger-types.ts';

export type FundsFailure = 'INSUFFICIENT_FUNDS' | 'INVALID_AMOUNT';

export type FundsResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: FundsFailure; readonly available: bigint };

const OK: FundsResult = { ok: true };

/** One checked transfer: amount must be > 0 and `from` must hold it. */
function move(
  ctx: LedgerContext,
  from: AccountRef,
  to: AccountRef,
  amount: bigint,
  type: TransferTypeName,
): FundsResult {
  const available = ctx.ledger.balance(from);
  if (amount <= 0n) return { ok: false, reason: 'INVALID_AMOUNT', available };
  if (from.type !== 'ACCOUNT_TYPE_EXTERNAL' && available < amount) {
    return { ok: false, reason: 'INSUFFICIENT_FUNDS', available };
  }
  ctx.ledger.transfer(from, to, amount, type, ctx.now);
  return OK;
}

/** DEPOSIT: external → general (the bridge has confirmed the deposit). */
export function deposit(
  ctx: LedgerContext,
  party: string,
  asset: string,
  amount: bigint,
): FundsResult {
  return move(ctx, external(asset), general(party, asset), amount, 'TRANSFER_TYPE_DEPOSIT');
}

/** WITHDRAW: general → external. */
export function withdraw(
  ctx: LedgerContext,
  party: string,
  asset: string,
  amount: bigint,
): FundsResult {
  return move(ctx, general(party, asset), external(asset), amount, 'TRANSFER_TYPE_WITHDRAW');
}

/** BOND_LOW: general → bond (liquidity commitment submitted or increased). */
export function bondCommit(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  amount: bigint,
): FundsResult {
  const to = bond(party, market, asset);
  return move(ctx, general(party, asset), to, amount, 'TRANSFER_TYPE_BOND_LOW');
}

/** BOND_HIGH: bond → general (commitment reduced or cancelled). */
export function releaseBond(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  amount: bigint,
): FundsResult {
  const from = bond(party, market, asset);
  return move(ctx, from, general(party, asset), amount, 'TRANSFER_TYPE_BOND_HIGH');
}

/** BOND_SLASHING: bond → the market's insurance pool (SLA or early-exit penalty). */
export function slashBond(
  ctx: LedgerContext,
  party: string,
  market: string,
  asset: string,
  amount: bigint,
): FundsResult {
  const from = bond(party, market, asset);
  return move(ctx, from, insurance(market, asset), amount, 'TRANSFER_TYPE_BOND_SLASHING');
}

export interface TransferFundsInput {
  readonly from: string;
  /** A party id (its general account) or any destination account (e.g. a reward account). */
  readonly to: string | AccountRef;
  readonly asset: string;
  readonly amount: bigint;
  /** `transfer.fee.factor`, e.g. "0.001". */
  readonly feeFactor: Decimalish;
  /** false for a transfer delivered later (deliverOn): the funds wait in pending transfers. */
  readonly deliverNow?: boolean;
}

/** The transfer fee: ⌊amount × factor⌋, paid by the sender on top of the amount. */
export function transferFee(amount: bigint, feeFactor: Decimalish): bigint {
  return mulFloor(amount, feeFactor);
}

/**
 * Party-to-party transfer: TRANSFER_FUNDS_SEND general → pending transfers and the fee as
 * INFRASTRUCTURE_FEE_PAY general → infrastructure-fee account, then (unless delayed)
 * TRANSFER_FUNDS_DISTRIBUTE pending → destination. Refused when amount + fee is not there.
 */
export function transferFunds(ctx: LedgerContext, input: TransferFundsInput): FundsResult {
  const { asset, amount } = input;
  const from = general(input.from, asset);
  const available = ctx.ledger.balance(from);
  if (amount <= 0n) return { ok: false, reason: 'INVALID_AMOUNT', available };
  const fee = transferFee(amount, input.feeFactor);
  if (available < amount + fee) return { ok: false, reason: 'INSUFFICIENT_FUNDS', available };
  ctx.ledger.movement(() => {
    const { ledger, now } = ctx;
    ledger.transfer(
      from,
      pendingTransfers(asset),
      amount,
      'TRANSFER_TYPE_TRANSFER_FUNDS_SEND',
      now,
    );
    ledger.transfer(
      from,
      feesInfrastructure(asset),
      fee,
      'TRANSFER_TYPE_INFRASTRUCTURE_FEE_PAY',
      now,
    );
    if (input.deliverNow !== false) deliverTransfer(ctx, input.to, asset, amount);
  });
  return OK;
}

/** TRANSFER_FUNDS_DISTRIBUTE: pending transfers → destination (a delayed transfer is due). */
export function deliverTransfer(
  ctx: LedgerContext,
  to: string | AccountRef,
  asset: string,
  amount: bigint,
): FundsResult {
  const dest = typeof to === 'string' ? general(to, asset) : to;
  return move(
    ctx,
    pendingTransfers(asset),
    dest,
    amount,
    'TRANSFER_TYPE_TRANSFER_FUNDS_DISTRIBUTE',
  );
}
