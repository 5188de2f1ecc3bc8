import type { BlockOutput } from '../block/block-output.ts';
import type { NetworkState } from '../state/network-state.ts';
import type { TransferEntry } from './transfer-book.ts';
import { currentEpoch, minimumTransfer, recurringAmount } from './transfer-rules.ts';

function record(out: BlockOutput, entry: TransferEntry) {
  out.governance.transfers.set(entry.record.id, { seq: entry.seq, transfer: { ...entry.record } });
}

/** One-off transfers whose `deliverOn` has come: pending transfers → destination, DONE. */
function deliverDue(state: NetworkState, now: bigint, out: BlockOutput) {
  const book = state.governance.transfers;
  for (const id of book.delayed) {
    const entry = book.byId.get(id)!;
    if (entry.deliverAt > now) continue;
    state.collateral.deliverTransfer(
      entry.destination,
      entry.record.asset,
      BigInt(entry.record.amount),
    );
    entry.deliverAt = 0n;
    entry.record.status = 'STATUS_DONE';
    book.delayed.delete(id);
    book.byId.delete(id);
    record(out, entry);
  }
}

/** Whether the transfer funds the reward pool of a market whose rewards closed (it ended). */
function toClosedPool(state: NetworkState, entry: TransferEntry): boolean {
  const to = entry.destination;
  return typeof to !== 'string' && state.validators.rewardMetrics.rewardsClosed.has(to.marketId);
}

/**
 * The end of epoch `epoch`: every running recurring transfer whose range covers it sends
 * amount × factor^(epoch − start) with its fee. One that cannot pay, or whose amount fell
 * below the minimum, is STOPPED; one past its end epoch is DONE.
 */
function dispatchRecurring(state: NetworkState, epoch: bigint, out: BlockOutput) {
  const book = state.governance.transfers;
  for (const id of book.recurring) {
    const entry = book.byId.get(id)!;
    const r = entry.record.recurring!;
    const start = BigInt(r.startEpoch);
    if (epoch < start) continue;
    const amount = recurringAmount(BigInt(entry.record.amount), r.factor, start, epoch);
    const stop = (reason: string) => {
      entry.record.status = 'STATUS_STOPPED';
      entry.record.reason = reason;
      book.recurring.delete(id);
      book.byId.delete(id);
      record(out, entry);
    };
    if (amount < minimumTransfer(state, entry.record.asset)) {
      stop('transfer amount below the minimum');
      continue;
    }
    // An ended market's reward pool had its last payout: nothing is sent to it any more (the
    // transfer stays, as the network retries a transfer while its markets have no activity).
    if (!toClosedPool(state, entry)) {
      const moved = state.collateral.transferFunds({
        from: entry.record.from,
        to: entry.destination,
        asset: entry.record.asset,
        amount,
        feeFactor: state.params.get('transfer.fee.factor') ?? '0',
      });
      if (!moved.ok) {
        stop('insufficient funds to dispatch the recurring transfer');
        continue;
      }
    }
    if (r.endEpoch !== undefined && epoch >= BigInt(r.endEpoch)) {
      entry.record.status = 'STATUS_DONE';
      book.recurring.delete(id);
      book.byId.delete(id);
      record(out, entry);
    }
  }
}

/** The recurring dispatch of every epoch up to `epoch` not dispatched yet. */
export function dispatchThrough(state: NetworkState, epoch: bigint, out: BlockOutput): void {
  const book = state.governance.transfers;
  while (book.lastDispatchedEpoch < epoch) {
    book.lastDispatchedEpoch += 1n;
    dispatchRecurring(state, book.lastDispatchedEpoch, out);
  }
}

/**
 * Transfers' end of block: due one-off deliveries, and the dispatch of any epoch that ended
 * without it. An epoch's recurring transfers are dispatched as it ends, just before its
 * rewards are paid (epoch-cycle.ts), so the pools they fund pay on that epoch's metrics.
 */
export function transfersTick(state: NetworkState, now: bigint, out: BlockOutput): void {
  deliverDue(state, now, out);
  dispatchThrough(state, currentEpoch(state) - 1n, out);
}
