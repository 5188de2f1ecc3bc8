import type { Order } from '#contract/order.ts';
import type { Transaction } from '#contract/transaction.ts';
import { findBlockAtTime } from './block-search.ts';
import { BATCH_ID_DEPTH, derivedIds, firstDerivedId } from './derived-ids.ts';

/**
 * Order → transactions. An order's id is derived from the signature of the transaction that
 * submitted it (derived-ids.ts), so a candidate is confirmed by hashing, never guessed. The
 * candidates are the party's transactions in the block of the order's creation (its
 * submission) and, up to the block of its latest update, those that can change an order.
 */

export type OrderTxRole = 'Submitted' | 'Amended' | 'Cancelled';

export interface OrderTxLink {
  tx: Transaction;
  role: OrderTxRole;
  inBatch: boolean;
}

type OrderRef = Pick<Order, 'id' | 'partyId' | 'marketId'>;

const cancels = (c: { orderId: string; marketId: string }, order: OrderRef) =>
  c.orderId === order.id ||
  (c.orderId === '' && (c.marketId === '' || c.marketId === order.marketId));

/** What the transaction did to the order, if anything. */
export function orderRoles(tx: Transaction, order: OrderRef): Omit<OrderTxLink, 'tx'>[] {
  const {
    orderSubmission,
    orderAmendment,
    orderCancellation,
    batchMarketInstructions: batch,
  } = tx.command;
  if (orderSubmission && firstDerivedId(tx.signature.value) === order.id) {
    return [{ role: 'Submitted', inBatch: false }];
  }
  if (orderAmendment?.orderId === order.id) return [{ role: 'Amended', inBatch: false }];
  if (orderCancellation && cancels(orderCancellation, order))
    return [{ role: 'Cancelled', inBatch: false }];
  if (!batch) return [];
  const roles: Omit<OrderTxLink, 'tx'>[] = [];
  if (batch.cancellations.some((c) => cancels(c, order)))
    roles.push({ role: 'Cancelled', inBatch: true });
  if (batch.amendments.some((a) => a.orderId === order.id))
    roles.push({ role: 'Amended', inBatch: true });
  if (
    batch.submissions.length > 0 &&
    derivedIds(tx.signature.value, BATCH_ID_DEPTH).includes(order.id)
  ) {
    roles.push({ role: 'Submitted', inBatch: true });
  }
  return roles;
}

/** The latest update time of the order's versions after its creation, if any. */
export function lastUpdate(createdAt: string, updates: readonly string[]): string | undefined {
  let last: bigint | undefined;
  for (const t of updates) {
    if (!/^\d+$/.test(t) || t === '0') continue;
    const value = BigInt(t);
    if (value > BigInt(createdAt) && (last === undefined || value > last)) last = value;
  }
  return last?.toString();
}

/** Transaction types that can change an existing order. */
export const CHANGE_TYPES = ['Amend Order', 'Cancel Order', 'Batch Market Instructions'] as const;

export interface OrderTxDeps {
  latest: () => Promise<bigint | undefined>;
  timeOf: (height: bigint) => Promise<bigint | undefined>;
  /** The party's transactions in one block. */
  partyTxsAt: (height: bigint, partyId: string) => Promise<Transaction[]>;
  /** The party's transactions of one type strictly between two cursors ("<block>.<index>"). */
  partyTxsBetween: (
    after: string,
    before: string,
    partyId: string,
    type: string,
  ) => Promise<Transaction[]>;
}

export interface OrderTxResult {
  links: OrderTxLink[];
  /** Times (ns) whose block could not be found. */
  unlocated: string[];
}

/**
 * The block of the order's creation holds its submission. Every change after it lies between
 * that block and the block of its latest update: a version's own update time can be
 * overwritten by a later status change, so the changes are read from that range rather than
 * from each version's time.
 */
export async function findOrderTransactions(
  order: OrderRef & { createdAt: string },
  latestUpdate: string | undefined,
  deps: OrderTxDeps,
): Promise<OrderTxResult> {
  const unlocated: string[] = [];
  const times = latestUpdate ? [order.createdAt, latestUpdate] : [order.createdAt];
  const latest = await deps.latest();
  if (latest === undefined) return { links: [], unlocated: times };
  const locate = async (time: string) => {
    const height = await findBlockAtTime(BigInt(time), { latest, timeOf: deps.timeOf });
    if (height === undefined) unlocated.push(time);
    return height;
  };
  const created = await locate(order.createdAt);
  const updated = latestUpdate ? await locate(latestUpdate) : undefined;
  const candidates: Transaction[] =
    created === undefined ? [] : await deps.partyTxsAt(created, order.partyId);
  if (updated !== undefined) {
    // From the creation block (or, when it was not found, the start) to the update's block.
    const after = created === undefined ? '0.0' : `${created}.0`;
    const before = `${updated + 1n}.0`;
    for (const type of CHANGE_TYPES) {
      candidates.push(...(await deps.partyTxsBetween(after, before, order.partyId, type)));
    }
  }
  const links: OrderTxLink[] = [];
  const seen = new Set<string>();
  for (const tx of candidates) {
    for (const role of orderRoles(tx, order)) {
      const key = `${tx.hash}/${role.role}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ tx, ...role });
    }
  }
  const position = (l: OrderTxLink) => BigInt(l.tx.block) * 1_000_000_000n + BigInt(l.tx.index);
  links.sort((a, b) => (position(a) < position(b) ? -1 : position(a) > position(b) ? 1 : 0));
  return { links, unlocated };
}
