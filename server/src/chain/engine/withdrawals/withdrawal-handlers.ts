import type { WithdrawSubmission } from '#contract/commands/transfer-commands.ts';
import type { ChainEvent } from '#contract/commands/chain-event.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { mulCeil } from '../collateral/decimal.ts';
import type { WithdrawalEntry } from './withdrawal-book.ts';

const AMOUNT = /^[1-9]\d*$/;
const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function record(ctx: TxContext, entry: WithdrawalEntry) {
  ctx.out.governance.withdrawals.set(entry.record.id, {
    seq: entry.seq,
    withdrawal: { ...entry.record },
  });
}

/**
 * `withdrawSubmission`: general → external at once (WITHDRAW), the withdrawal OPEN until the
 * bridge pays it out; a builtin asset has no bridge, so its withdrawal is FINALIZED at once.
 * Below `spam.protection.minimumWithdrawalQuantumMultiple` × quantum the transaction fails;
 * without the funds the withdrawal is REJECTED.
 */
export function submitWithdrawal(ctx: TxContext, cmd: WithdrawSubmission): void {
  const { state } = ctx;
  const asset = state.governance.assets.get(cmd.asset);
  if (!asset || asset.status !== 'STATUS_ENABLED')
    throw invalid('withdraw_submission.asset: unknown asset');
  if (!AMOUNT.test(cmd.amount)) throw invalid('withdraw_submission.amount: must be positive');
  const receiver = cmd.ext?.erc20?.receiverAddress;
  if (asset.details.erc20 && !ETH_ADDRESS.test(receiver ?? ''))
    throw invalid('withdraw_submission.ext.erc20.receiver_address: is required');
  const amount = BigInt(cmd.amount);
  const multiple = state.params.get('spam.protection.minimumWithdrawalQuantumMultiple') ?? '0';
  const minimum = mulCeil(BigInt(asset.details.quantum), multiple);
  if (amount < minimum)
    throw failed(`withdraw amount is under the minimum of ${minimum} (${multiple} × quantum)`);

  const id = ctx.ids.next();
  // The reference nonce the bridge contract names when it pays out.
  const ref = BigInt(`0x${id.slice(0, 15)}`).toString();
  const entry: WithdrawalEntry = {
    seq: state.nextSeq('withdrawal'),
    record: {
      id,
      partyId: ctx.submitter,
      amount: cmd.amount,
      asset: cmd.asset,
      status: 'STATUS_OPEN',
      ref,
      txHash: '',
      createdTimestamp: ctx.now.toString(),
      withdrawnTimestamp: '0',
      ext: receiver ? { erc20: { receiverAddress: receiver } } : null,
    } satisfies Withdrawal,
  };
  const book = state.governance.withdrawals;
  book.byId.set(id, entry);
  const result = state.collateral.withdraw(ctx.submitter, cmd.asset, amount);
  if (!result.ok) {
    entry.record.status = 'STATUS_REJECTED';
    record(ctx, entry);
    throw failed('not enough funds to withdraw');
  }
  if (asset.details.erc20) {
    book.openByRef.set(ref, id);
  } else {
    entry.record.status = 'STATUS_FINALIZED';
    entry.record.withdrawnTimestamp = ctx.now.toString();
  }
  record(ctx, entry);
}

/** erc20.withdrawal chain event: the bridge paid the withdrawal out; it is FINALIZED. */
export function finaliseWithdrawal(
  ctx: TxContext,
  event: NonNullable<NonNullable<ChainEvent['erc20']>['withdrawal']>,
  txId: string,
): void {
  const book = ctx.state.governance.withdrawals;
  const id = book.openByRef.get(event.referenceNonce);
  const entry = id === undefined ? undefined : book.byId.get(id);
  if (!entry) throw failed('ChainEvent: unknown withdrawal reference');
  if (entry.record.asset !== event.netAssetId)
    throw failed('ChainEvent: withdrawal asset mismatch');
  book.openByRef.delete(event.referenceNonce);
  entry.record.status = 'STATUS_FINALIZED';
  entry.record.withdrawnTimestamp = ctx.now.toString();
  entry.record.txHash = txId;
  record(ctx, entry);
}
