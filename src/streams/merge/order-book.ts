import type { MarketDepthUpdate, PriceLevel } from '#contract/market-depth.ts';

/**
 * A market's order book kept live from `/api/v2/stream/markets/depth/updates` (changed levels)
 * on top of a REST snapshot (`/api/v2/market/depth/{id}/latest`). Both carry the market's
 * depth sequence number (uint64: compared as BigInt). Each update names the previous number;
 * one that does not follow the last applied means updates were missed: a gap. Then the book
 * asks for a fresh snapshot and applies only the updates numbered after it.
 */

/** Levels of one side by raw price. */
export type BookSide = ReadonlyMap<string, PriceLevel>;

export interface BookSnapshot {
  buy: readonly PriceLevel[];
  sell: readonly PriceLevel[];
  sequenceNumber: string;
}

export interface BookState {
  marketId: string;
  buy: BookSide;
  sell: BookSide;
  /** Last applied sequence number; undefined before the first snapshot. */
  sequence: bigint | undefined;
  /** Waiting for the snapshot of `syncId`; updates are queued meanwhile. */
  syncing: boolean;
  /** Bumped whenever a new snapshot is needed: the owner fetches one per value. */
  syncId: number;
  queued: readonly MarketDepthUpdate[];
  /** Gaps seen so far (diagnostics). */
  gaps: number;
}

/** Queued updates kept while a snapshot loads; past this the oldest go (the snapshot covers them). */
export const MAX_QUEUED_UPDATES = 2_000;

export function emptyBook(marketId: string): BookState {
  return {
    marketId,
    buy: new Map(),
    sell: new Map(),
    sequence: undefined,
    syncing: true,
    syncId: 1,
    queued: [],
    gaps: 0,
  };
}

/**
 * A new snapshot is needed (the stream reopened, or a gap): the levels stay on screen, updates
 * queue until the snapshot of the new syncId arrives. Updates queued for the old one are
 * dropped: the new connection's updates follow.
 */
export function requestResync(state: BookState): BookState {
  return { ...state, syncing: true, syncId: state.syncId + 1, queued: [] };
}

const toSide = (levels: readonly PriceLevel[]): Map<string, PriceLevel> =>
  new Map(levels.filter((l) => BigInt(l.volume) > 0n).map((l) => [l.price, l]));

/** Sets or (volume 0) removes changed levels on a working copy. */
function applyLevels(side: Map<string, PriceLevel>, levels: readonly PriceLevel[]) {
  for (const level of levels) {
    if (BigInt(level.volume) === 0n) side.delete(level.price);
    else side.set(level.price, level);
  }
}

/**
 * Installs the snapshot fetched for `syncId` (a late answer to an older request is ignored),
 * then replays the queued updates numbered after it.
 */
export function applySnapshot(state: BookState, snapshot: BookSnapshot, syncId: number): BookState {
  if (syncId !== state.syncId || !state.syncing) return state;
  const base: BookState = {
    ...state,
    buy: toSide(snapshot.buy),
    sell: toSide(snapshot.sell),
    sequence: BigInt(snapshot.sequenceNumber),
    syncing: false,
    queued: [],
  };
  return applyUpdates(base, state.queued);
}

/** Applies updates in order: queued while syncing, skipped when old, resync on a gap. */
export function applyUpdates(state: BookState, updates: readonly MarketDepthUpdate[]): BookState {
  let next = state;
  let buy: Map<string, PriceLevel> | undefined;
  let sell: Map<string, PriceLevel> | undefined;
  for (const update of updates) {
    if (update.marketId !== state.marketId) continue;
    if (next.syncing) {
      const queued = [...next.queued, update];
      next = { ...next, queued: queued.slice(-MAX_QUEUED_UPDATES) };
      continue;
    }
    const sequence = BigInt(update.sequenceNumber);
    const last = next.sequence ?? 0n;
    // Already in the snapshot, or received twice.
    if (sequence <= last) continue;
    if (BigInt(update.previousSequenceNumber) !== last) {
      next = requestResync({ ...next, ...(buy && { buy }), ...(sell && { sell }) });
      next = { ...next, gaps: next.gaps + 1, queued: [update] };
      buy = undefined;
      sell = undefined;
      continue;
    }
    // Copy each side once per batch, not once per update.
    buy ??= new Map(next.buy);
    sell ??= new Map(next.sell);
    applyLevels(buy, update.buy);
    applyLevels(sell, update.sell);
    next = { ...next, sequence };
  }
  if (buy) next = { ...next, buy };
  if (sell) next = { ...next, sell };
  return next;
}
