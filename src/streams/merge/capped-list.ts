import type { RestStreamMerge } from '../use-rest-with-stream.ts';

/**
 * Newest-first lists of bounded length (trades tape, recent events): merged by key, so a row
 * seen twice (REST and stream overlap, a reconnect) shows once, and capped, so a page left open
 * all day holds a constant number of rows.
 */

export interface CappedListRules<T> {
  keyOf: (item: T) => string;
  /** Longest list kept; the oldest rows beyond it are dropped. */
  cap: number;
  /** Newest-first order (negative: a before b). Without it, incoming rows go on top. */
  compare?: (a: T, b: T) => number;
}

/**
 * Merges `incoming` (newest first) into `held` (newest first). On equal keys the incoming row
 * wins; on equal order (`compare` 0) incoming rows come first. Same array when nothing changed.
 */
export function mergeNewestFirst<T>(
  held: readonly T[],
  incoming: readonly T[],
  rules: CappedListRules<T>,
): readonly T[] {
  if (incoming.length === 0 && held.length <= rules.cap) return held;
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...incoming, ...held]) {
    const key = rules.keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  // Array.prototype.sort is stable: ties keep incoming before held.
  if (rules.compare) merged.sort(rules.compare);
  return merged.length > rules.cap ? merged.slice(0, rules.cap) : merged;
}

/** Stream batches list items oldest first: reverse them into newest-first order. */
export function newestFirst<T>(chronological: readonly T[]): T[] {
  return [...chronological].reverse();
}

/** A newest-first comparator on an integer-string field such as a nanosecond timestamp. */
export function byIntegerDesc<T>(field: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const x = BigInt(field(a));
    const y = BigInt(field(b));
    return x === y ? 0 : x > y ? -1 : 1;
  };
}

/**
 * How many rows of `current` a still view showing `held` lacks on top: those not held and not
 * older than the newest held (one block's rows may come in two batches). All when none is held.
 */
export function countNewer<T>(
  held: readonly T[],
  current: readonly T[],
  rules: Pick<CappedListRules<T>, 'keyOf' | 'compare'>,
): number {
  const top = held[0];
  const keys = new Set(held.map(rules.keyOf));
  let count = 0;
  for (const row of current) {
    if (keys.has(rules.keyOf(row))) continue;
    if (top === undefined || !rules.compare || rules.compare(row, top) <= 0) count += 1;
  }
  return count;
}

/**
 * The trades tapes' merge for useRestWithStream: REST gives rows newest first, each stream
 * result carries rows oldest first (`rowsOf`); the view is both, merged by key and capped.
 */
export function cappedListMerge<T, R>(
  rules: CappedListRules<T>,
  rowsOf: (result: R) => readonly T[],
): RestStreamMerge<readonly T[], R, readonly T[], readonly T[]> {
  return {
    empty: [],
    add: (held, results) => mergeNewestFirst(held, newestFirst(results.flatMap(rowsOf)), rules),
    view: (rest, live) => mergeNewestFirst(rest ?? [], live, rules),
  };
}
