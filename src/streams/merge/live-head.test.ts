import { describe, expect, it } from 'vitest';
import {
  canShow,
  emptyLiveHead,
  isNew,
  markSuspect,
  PENDING_CAP,
  pendingCount,
  receivePage,
  receiveRows,
  reveal,
  shownRows,
  type LiveHead,
  type LiveHeadRules,
} from './live-head.ts';

/** A row of a list ordered by `t` (a block time), newest first; `v` is its version. */
interface Row {
  id: string;
  t: number;
  v?: number;
  status?: string;
}
const rules: LiveHeadRules<Row> = {
  keyOf: (r) => r.id,
  compare: (a, b) => b.t - a.t,
  versionOf: (r) => String(r.v ?? 1),
};
const row = (id: string, t: number, extra: Partial<Row> = {}): Row => ({ id, t, ...extra });
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);
const page = (rows: Row[], hasMore: boolean, fetchedAt = 0) => ({ rows, hasMore, fetchedAt });

const anchor = row('anchor', 10);
const empty = emptyLiveHead<Row>();
const AT_TOP = { reveal: true };
const AWAY = { reveal: false };

describe('isNew', () => {
  it('is newer than the anchor; equal is already listed; an empty list takes anything', () => {
    expect(isNew(row('x', 11), anchor, rules)).toBe(true);
    expect(isNew(row('x', 10), anchor, rules)).toBe(false);
    expect(isNew(row('x', 9), anchor, rules)).toBe(false);
    expect(isNew(row('x', 1), null, rules)).toBe(true);
  });
});

describe('stream rows', () => {
  it('at the top, go straight above the list, newest first; older ones are ignored', () => {
    const state = receiveRows(
      empty,
      [row('b', 12), row('a', 11), row('old', 9), row('same-block', 10)],
      anchor,
      rules,
      AT_TOP,
    );
    expect(ids(shownRows(state, anchor, rules))).toEqual(['b', 'a']);
    expect(pendingCount(state, anchor, rules)).toEqual({ count: 0, more: false });
  });

  it('scrolled away, are counted and wait; revealing puts them on top of those shown', () => {
    const first = receiveRows(empty, [row('a', 11)], anchor, rules, AT_TOP);
    const held = receiveRows(first, [row('c', 13), row('b', 12)], anchor, rules, AWAY);
    expect(ids(shownRows(held, anchor, rules))).toEqual(['a']);
    expect(pendingCount(held, anchor, rules)).toEqual({ count: 2, more: false });
    const shown = reveal(held, anchor, rules);
    expect(ids(shownRows(shown, anchor, rules))).toEqual(['c', 'b', 'a']);
    expect(pendingCount(shown, anchor, rules).count).toBe(0);
  });

  it('count a row sent twice once, keeping its newest version', () => {
    let state = receiveRows(empty, [row('a', 11, { v: 1 })], anchor, rules, AWAY);
    state = receiveRows(state, [row('a', 11, { v: 3 })], anchor, rules, AWAY);
    state = receiveRows(state, [row('a', 11, { v: 2 })], anchor, rules, AWAY);
    expect(pendingCount(state, anchor, rules).count).toBe(1);
    expect(state.pending[0]?.v).toBe(3);
  });

  it('update a shown row in place, never with an older version', () => {
    let state = receiveRows(empty, [row('b', 12), row('a', 11, { v: 2 })], anchor, rules, AT_TOP);
    state = receiveRows(state, [row('a', 11, { v: 1, status: 'stale' })], anchor, rules, AT_TOP);
    expect(shownRows(state, anchor, rules)[1]?.v).toBe(2);
    state = receiveRows(state, [row('a', 11, { v: 5, status: 'filled' })], anchor, rules, AT_TOP);
    expect(ids(shownRows(state, anchor, rules))).toEqual(['b', 'a']);
    expect(shownRows(state, anchor, rules)[1]?.status).toBe('filled');
  });

  it('respect the filters: a pending row that stops matching leaves, a shown one stays', () => {
    const active = (r: Row) => r.status === 'active';
    const options = { matches: active, reveal: false };
    let state = receiveRows(empty, [row('s', 11, { status: 'active' })], anchor, rules, {
      ...options,
      reveal: true,
    });
    state = receiveRows(
      state,
      [row('p', 12, { status: 'active' }), row('never', 13, { status: 'filled' })],
      anchor,
      rules,
      options,
    );
    expect(ids(state.pending)).toEqual(['p']);
    state = receiveRows(
      state,
      [row('p', 12, { v: 2, status: 'filled' }), row('s', 11, { v: 2, status: 'filled' })],
      anchor,
      rules,
      options,
    );
    expect(pendingCount(state, anchor, rules).count).toBe(0);
    expect(ids(shownRows(state, anchor, rules))).toEqual(['s']);
  });

  it('take the first of two versions in one batch (newest first) as the one that decides', () => {
    const active = (r: Row) => r.status === 'active';
    const state = receiveRows(
      empty,
      [row('a', 11, { v: 2, status: 'filled' }), row('a', 11, { v: 1, status: 'active' })],
      anchor,
      rules,
      { matches: active, reveal: false },
    );
    expect(state.pending).toEqual([]);
  });

  it('keep the same state object when nothing changes', () => {
    const a = row('a', 11);
    const state = receiveRows(empty, [a], anchor, rules, AWAY);
    expect(receiveRows(state, [row('old', 3)], anchor, rules, AWAY)).toBe(state);
    expect(receiveRows(state, [a], anchor, rules, AWAY)).toBe(state);
  });

  it('wait at most PENDING_CAP strong: beyond, the oldest go and a hole stands for them', () => {
    const many = Array.from({ length: PENDING_CAP + 5 }, (_, i) => row(`r${i}`, 11 + i));
    const state = receiveRows(empty, many.reverse(), anchor, rules, AWAY);
    expect(pendingCount(state, anchor, rules)).toEqual({ count: PENDING_CAP, more: true });
    expect(state.pending.at(-1)?.t).toBe(11 + 5);
    expect(reveal(state, anchor, rules)).toBe(state);
  });

  it('are dropped once the list itself holds them (a newer anchor)', () => {
    const state = receiveRows(empty, [row('b', 12), row('a', 11)], anchor, rules, AWAY);
    const refetchedTop = row('b', 12);
    expect(pendingCount(state, refetchedTop, rules).count).toBe(0);
    const shown = receiveRows(empty, [row('b', 12), row('a', 11)], anchor, rules, AT_TOP);
    expect(shownRows(shown, refetchedTop, rules)).toEqual([]);
  });
});

describe('first pages read again', () => {
  it('that reach back to the anchor add their new rows, with no hole', () => {
    const state = receivePage(
      empty,
      page([row('c', 13), row('b', 12), row('a', 11), anchor], true),
      anchor,
      rules,
      AWAY,
    );
    expect(pendingCount(state, anchor, rules)).toEqual({ count: 3, more: false });
    expect(canShow(state, anchor, rules)).toBe(true);
  });

  it('that end above the anchor open a hole: counted as "more", not shown, until a reset', () => {
    const rows = [20, 19, 18, 17, 16].map((t) => row(`r${t}`, t));
    const state = receivePage(empty, page(rows, true), anchor, rules, AT_TOP);
    expect(shownRows(state, anchor, rules)).toEqual([]);
    expect(pendingCount(state, anchor, rules)).toEqual({ count: 5, more: true });
    expect(reveal(state, anchor, rules)).toBe(state);
    // The list is reset to that page: its top is the new anchor and the hole is closed.
    const resetAnchor = row('r20', 20);
    expect(canShow(state, resetAnchor, rules)).toBe(true);
    expect(pendingCount(state, resetAnchor, rules)).toEqual({ count: 0, more: false });
  });

  it('that are the whole list reach back whatever their length', () => {
    const state = receivePage(empty, page([row('b', 30), row('a', 29)], false), anchor, rules, {
      reveal: true,
    });
    expect(ids(shownRows(state, anchor, rules))).toEqual(['b', 'a']);
  });

  it('of an empty list: everything is new, and a full page may not be all of it', () => {
    const full = receivePage(empty, page([row('b', 2), row('a', 1)], true), null, rules, AWAY);
    expect(pendingCount(full, null, rules)).toEqual({ count: 2, more: true });
    const whole = receivePage(empty, page([row('b', 2), row('a', 1)], false), null, rules, AWAY);
    expect(pendingCount(whole, null, rules)).toEqual({ count: 2, more: false });
  });

  it('reach back when they overlap the rows a stream brought (the frontier)', () => {
    const streamed = receiveRows(
      empty,
      [15, 14, 13, 12, 11].map((t) => row(`s${t}`, t)),
      anchor,
      rules,
      AWAY,
    );
    const overlapping = receivePage(
      streamed,
      page(
        [19, 18, 17, 16, 15].map((t) => row(`s${t}`, t)),
        true,
      ),
      anchor,
      rules,
      AWAY,
    );
    expect(pendingCount(overlapping, anchor, rules)).toEqual({ count: 9, more: false });
    // Ending just above the frontier: a row between 15 and 16 may exist that nobody sent.
    const above = receivePage(
      streamed,
      page(
        [20, 19, 18, 17, 16].map((t) => row(`s${t}`, t)),
        true,
      ),
      anchor,
      rules,
      AWAY,
    );
    expect(pendingCount(above, anchor, rules).more).toBe(true);
  });
});

describe('a stream that reopened', () => {
  const reopened = (since: number): LiveHead<Row> =>
    markSuspect(receiveRows(empty, [row('a', 11)], anchor, rules, AT_TOP), since);

  it('holds its rows until a first page read since then has been checked', () => {
    let state = receiveRows(reopened(1_000), [row('c', 13)], anchor, rules, AT_TOP);
    expect(ids(shownRows(state, anchor, rules))).toEqual(['a']);
    expect(pendingCount(state, anchor, rules).count).toBe(1);
    // A page read before the reopening proves nothing.
    state = receivePage(state, page([row('a', 11), anchor], true, 900), anchor, rules, AT_TOP);
    expect(canShow(state, anchor, rules)).toBe(false);
    // One read after it finds the row the stream lost (b) and reaches back to the frontier.
    state = receivePage(
      state,
      page([row('c', 13), row('b', 12), row('a', 11)], true, 1_100),
      anchor,
      rules,
      AT_TOP,
    );
    expect(ids(shownRows(state, anchor, rules))).toEqual(['c', 'b', 'a']);
    expect(state.suspectSince).toBeNull();
  });

  it('does not move the frontier meanwhile: a page must reach the rows known before', () => {
    let state = reopened(1_000);
    state = receiveRows(state, [row('f', 16)], anchor, rules, AWAY);
    expect(state.frontier?.id).toBe('a');
    state = receivePage(
      state,
      page([row('f', 16), row('e', 15), row('d', 14)], true, 1_200),
      anchor,
      rules,
      AWAY,
    );
    expect(pendingCount(state, anchor, rules)).toEqual({ count: 3, more: true });
    expect(state.suspectSince).toBeNull();
  });
});
