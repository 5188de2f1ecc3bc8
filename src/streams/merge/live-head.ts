/**
 * The head of a newest-first list paged by cursor (orders, transactions, a party's trades):
 * rows newer than the newest row loaded (the *anchor*), brought by a stream or by reading the
 * first page again. Rows are `shown` (above the loaded pages) or `pending` (counted in an
 * "N new" notice while the user is scrolled away). Pure functions over immutable state; the
 * anchor is passed in rather than held, so a list refetched or reset under the head simply
 * drops the rows it now holds itself.
 *
 * Rows may only go on top of the list when nothing can be missing between them and the
 * anchor: otherwise the list would show a hole. Two things can open one: a first page that
 * does not reach back to the rows already known (more arrived than a page holds), and a
 * stream that (re)opened, whose earlier messages are lost (until a first page read after the
 * reopening has been checked). Then the list is reset to a first page instead.
 */

/**
 * Pending rows kept at most (a list left scrolled away under a busy stream would hold them all
 * day): beyond it the oldest go, and a hole stands for them, so showing resets the list.
 */
export const PENDING_CAP = 1_000;

export interface LiveHeadRules<T> {
  keyOf: (row: T) => string;
  /**
   * The list's order, newest first (negative: `a` is newer). It may be coarser than the
   * server's (a block time): a row equal to the anchor counts as listed already, which holds
   * because a block is committed whole before anything about it is sent or served.
   */
  compare: (a: T, b: T) => number;
  /** An older version of a row sent again never replaces a newer one (BigInt-compared). */
  versionOf?: (row: T) => string | readonly string[];
}

export interface LiveHead<T> {
  /** Accepted new rows, newest first, shown above the loaded pages. */
  shown: readonly T[];
  /** New rows not shown yet (the user is scrolled away), newest first. */
  pending: readonly T[];
  /** The newest row up to which no row newer than the anchor is missing (with the anchor). */
  frontier: T | null;
  /** Rows just older than this one may be missing: pending rows cannot be shown as they are. */
  hole: T | null;
  /** When a stream (re)opened: until a first page read since then is checked, rows wait. */
  suspectSince: number | null;
}

/** A first page: its rows newest first, whether older rows follow, when it was read (ms). */
export interface HeadPage<T> {
  rows: readonly T[];
  hasMore: boolean;
  fetchedAt: number;
}

export interface ReceiveOptions<T> {
  /**
   * The list's filters, for stream rows (REST pages are filtered by the server). A pending row
   * that stops matching (an order filled while the list shows active ones) is dropped.
   */
  matches?: (row: T) => boolean;
  /** The list is scrolled to the top: new rows go straight into it when nothing is missing. */
  reveal: boolean;
}

export function emptyLiveHead<T>(): LiveHead<T> {
  return { shown: [], pending: [], frontier: null, hole: null, suspectSince: null };
}

/** Newer than the anchor (`null`: the list is empty, so every row is new). */
export function isNew<T>(row: T, anchor: T | null, rules: LiveHeadRules<T>): boolean {
  return anchor === null || rules.compare(row, anchor) < 0;
}

function newest<T>(rules: LiveHeadRules<T>, ...rows: (T | null | undefined)[]): T | null {
  let best: T | null = null;
  for (const row of rows) {
    if (row !== null && row !== undefined && (best === null || rules.compare(row, best) < 0)) {
      best = row;
    }
  }
  return best;
}

function compareVersions(a: string | readonly string[], b: string | readonly string[]): number {
  const xs = typeof a === 'string' ? [a] : a;
  const ys = typeof b === 'string' ? [b] : b;
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    // uint64 versions and nanosecond times pass 2^53.
    const x = BigInt(xs[i] ?? '0');
    const y = BigInt(ys[i] ?? '0');
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const replaces = <T>(incoming: T, held: T, rules: LiveHeadRules<T>) =>
  !rules.versionOf || compareVersions(rules.versionOf(incoming), rules.versionOf(held)) >= 0;

/** An open hole closes once the anchor is at least as new as the row above it (a reset). */
export function holeOpen<T>(state: LiveHead<T>, anchor: T | null, rules: LiveHeadRules<T>) {
  return state.hole !== null && !(anchor !== null && rules.compare(anchor, state.hole) <= 0);
}

/** Whether the pending rows can go on top of the list as they are. */
export function canShow<T>(state: LiveHead<T>, anchor: T | null, rules: LiveHeadRules<T>) {
  return state.suspectSince === null && !holeOpen(state, anchor, rules);
}

/** The rows to show above the loaded pages. */
export function shownRows<T>(state: LiveHead<T>, anchor: T | null, rules: LiveHeadRules<T>) {
  return keepNew(state.shown, anchor, rules);
}

/** How many new rows the notice counts, and whether there may be more (a hole). */
export function pendingCount<T>(state: LiveHead<T>, anchor: T | null, rules: LiveHeadRules<T>) {
  return {
    count: keepNew(state.pending, anchor, rules).length,
    more: holeOpen(state, anchor, rules),
  };
}

function keepNew<T>(rows: readonly T[], anchor: T | null, rules: LiveHeadRules<T>) {
  return rows.every((r) => isNew(r, anchor, rules))
    ? rows
    : rows.filter((r) => isNew(r, anchor, rules));
}

/** Pending rows go on top of the shown ones, when nothing can be missing below them. */
export function reveal<T>(
  state: LiveHead<T>,
  anchor: T | null,
  rules: LiveHeadRules<T>,
): LiveHead<T> {
  if (state.pending.length === 0 || !canShow(state, anchor, rules)) return state;
  // Stable: rows the order calls equal keep pending (newer) before shown.
  const shown = [...state.pending, ...state.shown]
    .filter((r) => isNew(r, anchor, rules))
    .sort(rules.compare);
  return { ...state, shown, pending: [] };
}

/**
 * Merges rows (newest first) into shown (updated in place, never added) and pending. Rows new
 * to pending go before the held ones the order calls equal: they came later.
 */
function merge<T>(
  state: LiveHead<T>,
  rows: readonly T[],
  anchor: T | null,
  rules: LiveHeadRules<T>,
  matches: (row: T) => boolean,
): LiveHead<T> {
  let shown: T[] | undefined;
  let pending: T[] | undefined;
  const added: T[] = [];
  const shownAt = new Map(state.shown.map((row, i) => [rules.keyOf(row), i]));
  const pendingAt = new Map(state.pending.map((row, i) => [rules.keyOf(row), i]));
  const addedKeys = new Set<string>();
  for (const row of rows) {
    if (!isNew(row, anchor, rules)) continue;
    const key = rules.keyOf(row);
    const inShown = shownAt.get(key);
    if (inShown !== undefined) {
      // Already on screen: its content is updated; it stays even if it stopped matching, as
      // removing it would move the rows under the reader's eyes.
      const held = (shown ?? state.shown)[inShown] as T;
      if (held !== row && replaces(row, held, rules)) (shown ??= [...state.shown])[inShown] = row;
      continue;
    }
    const inPending = pendingAt.get(key);
    if (inPending !== undefined) {
      const held = (pending ?? state.pending)[inPending];
      if (held === undefined) continue; // dropped earlier in this batch
      if (!matches(row)) delete (pending ??= [...state.pending])[inPending];
      else if (held !== row && replaces(row, held, rules)) {
        (pending ??= [...state.pending])[inPending] = row;
      }
      continue;
    }
    // A batch may send a row twice (two versions): newest first, so the first one decides.
    if (addedKeys.has(key)) continue;
    addedKeys.add(key);
    if (matches(row)) added.push(row);
  }
  if (!shown && !pending && added.length === 0) return state;
  const held = pending ? pending.filter((r) => r !== undefined) : state.pending;
  const next = {
    ...state,
    shown: shown ?? state.shown,
    pending: added.length > 0 ? [...added, ...held].sort(rules.compare) : held,
  };
  if (next.pending.length <= PENDING_CAP) return next;
  const kept = next.pending.slice(0, PENDING_CAP);
  return { ...next, pending: kept, hole: newest(rules, next.hole, kept.at(-1)) };
}

/**
 * Rows from a stream, newest first. While the stream is trusted (no reopening unchecked) they
 * also move the frontier: a stream misses nothing while it is open.
 */
export function receiveRows<T>(
  state: LiveHead<T>,
  rows: readonly T[],
  anchor: T | null,
  rules: LiveHeadRules<T>,
  options: ReceiveOptions<T>,
): LiveHead<T> {
  let next = merge(state, rows, anchor, rules, options.matches ?? (() => true));
  if (next.suspectSince === null) {
    const frontier = newest(rules, next.frontier, ...rows.filter((r) => isNew(r, anchor, rules)));
    if (frontier !== next.frontier) next = { ...next, frontier };
  }
  return options.reveal ? reveal(next, anchor, rules) : next;
}

/** The stream (re)opened: messages may have been lost; rows wait for a first page. */
export function markSuspect<T>(state: LiveHead<T>, since: number): LiveHead<T> {
  return { ...state, suspectSince: since };
}

/**
 * A first page read again. When it reaches back to the frontier (or is the whole list) every
 * row newer than the anchor is known; otherwise a hole opens above the frontier. A page read
 * after the stream's last reopening ends the suspicion.
 */
export function receivePage<T>(
  state: LiveHead<T>,
  page: HeadPage<T>,
  anchor: T | null,
  rules: LiveHeadRules<T>,
  options: Pick<ReceiveOptions<T>, 'reveal'>,
): LiveHead<T> {
  const known = newest(rules, state.frontier, anchor);
  const oldest = page.rows.at(-1);
  const reached =
    !page.hasMore || (oldest !== undefined && known !== null && rules.compare(oldest, known) >= 0);
  let next = merge(state, page.rows, anchor, rules, () => true);
  if (!reached) next = { ...next, hole: newest(rules, next.hole, oldest) };
  const verifies = next.suspectSince === null || page.fetchedAt >= next.suspectSince;
  if (verifies) {
    // Everything up to the newest row held is known now (or sits above the hole).
    const frontier = newest(rules, next.frontier, page.rows[0], next.pending[0], next.shown[0]);
    if (frontier !== next.frontier || next.suspectSince !== null) {
      next = { ...next, frontier, suspectSince: null };
    }
  }
  return options.reveal ? reveal(next, anchor, rules) : next;
}
