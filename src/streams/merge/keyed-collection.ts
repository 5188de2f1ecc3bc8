import type { RestStreamMerge } from '../use-rest-with-stream.ts';

/**
 * Keyed collections fed by a stream: orders, positions, accounts (snapshot pages, then
 * updates) and market data (REST first, then updates). Pure functions over immutable state,
 * so React sees a new object exactly when something changed.
 */

export interface KeyRules<T> {
  keyOf: (item: T) => string;
  /**
   * The item's version as an integer string, or several compared in order (e.g. an order's
   * [version, updatedAt]). An item older than the one held is ignored; an equal one replaces it
   * (the same version re-sent, or a change that does not bump the version). Without it, the
   * last one received wins.
   */
  versionOf?: (item: T) => string | readonly string[];
}

function compareVersions(a: string | readonly string[], b: string | readonly string[]): number {
  const xs = typeof a === 'string' ? [a] : a;
  const ys = typeof b === 'string' ? [b] : b;
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    // uint64 versions and nanosecond times pass 2^53: compare as BigInt.
    const x = BigInt(xs[i] ?? '0');
    const y = BigInt(ys[i] ?? '0');
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether `incoming` may replace `held` (held absent = yes). */
export function isNotOlder<T>(incoming: T, held: T | undefined, rules: KeyRules<T>): boolean {
  if (held === undefined || !rules.versionOf) return true;
  return compareVersions(rules.versionOf(incoming), rules.versionOf(held)) >= 0;
}

/** Upserts by key, never letting an older version overwrite a newer one. Same map if no change. */
export function upsertAll<T>(
  map: ReadonlyMap<string, T>,
  items: readonly T[],
  rules: KeyRules<T>,
): ReadonlyMap<string, T> {
  let next: Map<string, T> | undefined;
  for (const item of items) {
    const key = rules.keyOf(item);
    const held = (next ?? map).get(key);
    if (held === item || !isNotOlder(item, held, rules)) continue;
    next ??= new Map(map);
    next.set(key, item);
  }
  return next ?? map;
}

/** One stream message in generic form (see `fromSnapshotStream`). */
export interface KeyedMessage<T> {
  snapshot?: { items: readonly T[]; lastPage: boolean };
  updates?: readonly T[];
}

export interface SnapshotState<T> {
  /** What to show: the last complete snapshot with the updates since. */
  items: ReadonlyMap<string, T>;
  /** A complete snapshot arrived since the last (re)connect. */
  ready: boolean;
  /** The pages of the snapshot being received. */
  building: ReadonlyMap<string, T>;
  /** Updates received before the snapshot completed, in arrival order. */
  queued: readonly T[];
}

export function emptySnapshotState<T>(): SnapshotState<T> {
  return { items: new Map(), ready: false, building: new Map(), queued: [] };
}

/**
 * The stream (re)opened and will send a new snapshot: keep showing the old items until it is
 * complete, then replace them (items absent from the new snapshot disappear).
 */
export function resyncSnapshotState<T>(state: SnapshotState<T>): SnapshotState<T> {
  return { items: state.items, ready: false, building: new Map(), queued: [] };
}

/** Applies one message: snapshot pages until lastPage, queued updates after it, then updates. */
export function applyKeyedMessage<T>(
  state: SnapshotState<T>,
  message: KeyedMessage<T>,
  rules: KeyRules<T>,
): SnapshotState<T> {
  let next = state;
  if (message.snapshot) {
    const building = upsertAll(next.building, message.snapshot.items, rules);
    next = { ...next, building };
    if (message.snapshot.lastPage) {
      next = {
        items: upsertAll(building, next.queued, rules),
        ready: true,
        building: new Map(),
        queued: [],
      };
    }
  }
  const updates = message.updates ?? [];
  if (updates.length > 0) {
    next = next.ready
      ? { ...next, items: upsertAll(next.items, updates, rules) }
      : { ...next, queued: [...next.queued, ...updates] };
  }
  return next;
}

/** Applies a batch of messages in order. */
export function applyKeyedMessages<T>(
  state: SnapshotState<T>,
  messages: readonly KeyedMessage<T>[],
  rules: KeyRules<T>,
): SnapshotState<T> {
  return messages.reduce((s, m) => applyKeyedMessage(s, m, rules), state);
}

type SnapshotResult<K extends string, T> = {
  snapshot?: ({ lastPage: boolean } & Partial<Record<K, T[]>>) | undefined;
  updates?: Partial<Record<K, T[]>> | undefined;
};

/** `{snapshot: {orders, lastPage}, updates: {orders}}` → the generic form, for any key. */
export function fromSnapshotStream<K extends string, T>(
  result: SnapshotResult<K, T>,
  key: K,
): KeyedMessage<T> {
  const message: KeyedMessage<T> = {};
  if (result.snapshot) {
    message.snapshot = { items: result.snapshot[key] ?? [], lastPage: result.snapshot.lastPage };
  }
  if (result.updates) message.updates = result.updates[key] ?? [];
  return message;
}

const NO_ITEMS: ReadonlyMap<string, never> = new Map<string, never>();

/**
 * Market data's and candles' merge for useRestWithStream: keyed items, the newest version of
 * each; REST's first (`restRows` lists them from the query's data), then the stream's over
 * them, never an older version over a newer one.
 */
export function keyedMerge<D, T, R>(
  rules: KeyRules<T>,
  restRows: (data: D) => readonly T[],
  rowsOf: (result: R) => readonly T[],
): RestStreamMerge<D, R, ReadonlyMap<string, T>, ReadonlyMap<string, T>> {
  return {
    empty: NO_ITEMS,
    add: (held, results) => upsertAll(held, results.flatMap(rowsOf), rules),
    view: (rest, live) =>
      upsertAll(
        upsertAll(NO_ITEMS, rest === undefined ? [] : restRows(rest), rules),
        [...live.values()],
        rules,
      ),
  };
}
