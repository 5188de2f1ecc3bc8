/**
 * The two ways a stream without a snapshot meets its REST read (`useRestWithStream`): a
 * newest-first capped list (trades) and a keyed map where later versions win (market data,
 * candles). Built once per rule set, at module level, so each is a stable constant.
 */
import type { RestStreamMerge } from '../use-rest-with-stream.ts';
import { mergeNewestFirst, newestFirst, type CappedListRules } from './capped-list.ts';
import { upsertAll, type KeyRules } from './keyed-collection.ts';

/**
 * REST gives rows newest first; each stream result carries rows oldest first (`rowsOf`). The
 * view is both merged by key (a row in both shows once) and capped.
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

const NO_ITEMS: ReadonlyMap<string, never> = new Map<string, never>();

/**
 * Keyed items, the newest version of each: REST's first (`restRows` lists them from the
 * query's data), then the stream's over them, never an older version over a newer one.
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
