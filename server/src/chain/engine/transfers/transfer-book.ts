import type { Transfer } from '#contract/transfer.ts';
import type { AccountRef } from '../collateral/accounts.ts';

/** A transfer as the network runs it: its record plus where the money goes. */
export interface TransferEntry {
  /** Row order of the `transfers` table. */
  readonly seq: bigint;
  readonly record: Transfer;
  /** A party id (its general account) or a network account (global reward, reward pools). */
  readonly destination: string | AccountRef;
  /** One-off: Unix ns the funds are due (0n once delivered). */
  deliverAt: bigint;
}

/**
 * Transfers still running, by id, with the two lists the end of the block works through.
 * Finished transfers live on only in the database (one-off transfers come about once a block).
 */
export class TransferBook {
  readonly byId = new Map<string, TransferEntry>();
  /** One-off transfers whose funds wait in pending transfers until `deliverOn`. */
  readonly delayed = new Set<string>();
  /** Recurring transfers still running, in creation order. */
  readonly recurring = new Set<string>();
  /** The last epoch whose recurring transfers were dispatched (epochs start at 1). */
  lastDispatchedEpoch = 0n;
}
