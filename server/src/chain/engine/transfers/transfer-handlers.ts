import type { CancelTransfer, TransferCommand } from '#contract/commands/transfer-commands.ts';
import type { Transfer } from '#contract/transfer.ts';
import { failed, invalid } from '../block/command-error.ts';
import type { TxContext } from '../block/execution-context.ts';
import { ID_PATTERN } from '#contract/primitives.ts';
import type { TransferEntry } from './transfer-book.ts';
import {
  currentEpoch,
  destinationOf,
  minimumTransfer,
  NETWORK_PARTY,
  REWARD_ACCOUNT_TYPES,
} from './transfer-rules.ts';

const AMOUNT = /^[1-9]\d*$/;
const FACTOR = /^\d+(\.\d+)?$/;

/** The command's own rules (no state): a failure rejects the transaction, nothing is recorded. */
function checkCommand(ctx: TxContext, cmd: TransferCommand): void {
  if ((cmd.oneOff ? 1 : 0) + (cmd.recurring ? 1 : 0) !== 1)
    throw invalid('transfer.kind: is required (one of oneOff, recurring)');
  if (!AMOUNT.test(cmd.amount)) throw invalid('transfer.amount: must be positive');
  if (!ID_PATTERN.test(cmd.to)) throw invalid('transfer.to: should be a valid party id');
  if (cmd.fromAccountType !== 'ACCOUNT_TYPE_GENERAL')
    throw invalid('transfer.from_account_type: is not a valid value');
  if (cmd.reference.length > 100) throw invalid('transfer.reference: must be at most 100 chars');
  const toGeneral = cmd.toAccountType === 'ACCOUNT_TYPE_GENERAL';
  const toReward = REWARD_ACCOUNT_TYPES.has(cmd.toAccountType);
  const toGlobal = cmd.toAccountType === 'ACCOUNT_TYPE_GLOBAL_REWARD';
  if (!toGeneral && !toReward && !toGlobal)
    throw invalid('transfer.to_account_type: is not a valid value');
  if (!toGeneral && cmd.to !== NETWORK_PARTY)
    throw invalid('transfer.to: transfers to network accounts are sent to 000…000');
  if (toGeneral && cmd.to === ctx.submitter)
    throw invalid('transfer.to: cannot transfer to the same account');
  if (cmd.recurring) {
    const r = cmd.recurring;
    if (!AMOUNT.test(r.startEpoch)) throw invalid('transfer.recurring.start_epoch: must be > 0');
    if (r.endEpoch !== undefined && BigInt(r.endEpoch) < BigInt(r.startEpoch))
      throw invalid('transfer.recurring.end_epoch: must be after start_epoch');
    if (!FACTOR.test(r.factor) || Number(r.factor) <= 0)
      throw invalid('transfer.recurring.factor: must be positive');
    if (toReward && !r.dispatchStrategy)
      throw invalid('transfer.recurring.dispatch_strategy: is required for reward accounts');
  } else if (toReward) {
    throw invalid('transfer.to_account_type: reward accounts take recurring transfers only');
  }
}

/**
 * `transfer`: a one-off transfer moves at once (or waits in pending transfers until
 * `deliverOn`); a recurring one is dispatched at the end of each epoch from `startEpoch`
 * (transfer-tick.ts). Below the minimum or without the funds, the transfer is REJECTED.
 */
export function submitTransfer(ctx: TxContext, cmd: TransferCommand): void {
  checkCommand(ctx, cmd);
  const { state } = ctx;
  const book = state.governance.transfers;
  const id = ctx.ids.next();
  const record: Transfer = {
    id,
    from: ctx.submitter,
    fromAccountType: cmd.fromAccountType,
    to: cmd.to,
    toAccountType: cmd.toAccountType,
    asset: cmd.asset,
    amount: cmd.amount,
    reference: cmd.reference,
    status: 'STATUS_PENDING',
    timestamp: ctx.now.toString(),
    ...(cmd.oneOff ? { oneOff: cmd.oneOff } : {}),
    ...(cmd.recurring ? { recurring: cmd.recurring } : {}),
  };
  const markets = cmd.recurring?.dispatchStrategy?.markets ?? [];
  const entry: TransferEntry = {
    seq: state.nextSeq('transfer'),
    record,
    destination: destinationOf(cmd.toAccountType, cmd.to, cmd.asset, markets),
    deliverAt: 0n,
  };
  const reject = (reason: string) => {
    record.status = 'STATUS_REJECTED';
    record.reason = reason;
    ctx.out.governance.transfers.set(id, { seq: entry.seq, transfer: { ...record } });
    return failed(reason);
  };
  if (!state.governance.assets.isEnabled(cmd.asset)) throw reject('asset does not exist');
  const amount = BigInt(cmd.amount);
  if (amount < minimumTransfer(state, cmd.asset))
    throw reject('could not transfer funds, less than minimal amount requested to transfer');
  if (cmd.recurring) {
    const epoch = currentEpoch(state);
    if (BigInt(cmd.recurring.startEpoch) < epoch)
      throw reject(`start epoch ${cmd.recurring.startEpoch} is before the current epoch ${epoch}`);
    book.recurring.add(id);
    book.byId.set(id, entry);
  } else {
    const deliverAt = BigInt(cmd.oneOff!.deliverOn);
    const later = deliverAt > ctx.now;
    const moved = state.collateral.transferFunds({
      from: ctx.submitter,
      to: entry.destination,
      asset: cmd.asset,
      amount,
      feeFactor: state.params.get('transfer.fee.factor') ?? '0',
      deliverNow: !later,
    });
    if (!moved.ok) throw reject('could not pay the fee for transfer: not enough funds to transfer');
    if (later) {
      entry.deliverAt = deliverAt;
      book.delayed.add(id);
      book.byId.set(id, entry);
    } else {
      record.status = 'STATUS_DONE';
    }
  }
  ctx.out.governance.transfers.set(id, { seq: entry.seq, transfer: { ...record } });
}

/** `cancelTransfer`: stops a running recurring transfer of the submitter (CANCELLED). */
export function cancelTransfer(ctx: TxContext, cmd: CancelTransfer): void {
  const book = ctx.state.governance.transfers;
  const entry = book.byId.get(cmd.transferId);
  if (!entry || !book.recurring.has(cmd.transferId))
    throw failed('recurring transfer does not exists');
  if (entry.record.from !== ctx.submitter)
    throw failed('cannot cancel other parties recurring transfers');
  book.recurring.delete(cmd.transferId);
  book.byId.delete(cmd.transferId);
  entry.record.status = 'STATUS_CANCELLED';
  ctx.out.governance.transfers.set(entry.record.id, {
    seq: entry.seq,
    transfer: { ...entry.record },
  });
}
