import { describe, expect, it } from 'vitest';
import { byIntegerDesc, countNewer, mergeNewestFirst, newestFirst } from './capped-list.ts';

interface Row {
  id: string;
  t: string;
}
const row = (id: string | number, t: string | number = id): Row => ({
  id: String(id),
  t: String(t),
});
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);
const rules = { keyOf: (r: Row) => r.id, cap: 500, compare: byIntegerDesc((r: Row) => r.t) };

describe('mergeNewestFirst', () => {
  it('puts incoming rows on top, newest first', () => {
    const held = [row(2), row(1)];
    expect(ids(mergeNewestFirst(held, newestFirst([row(3), row(4)]), rules))).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('keeps at most 500 rows, dropping the oldest', () => {
    let list: readonly Row[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const rows = Array.from({ length: 100 }, (_, i) => row(batch * 100 + i));
      list = mergeNewestFirst(list, newestFirst(rows), rules);
    }
    expect(list).toHaveLength(500);
    expect(list[0]?.id).toBe('599');
    expect(list.at(-1)?.id).toBe('100');
  });

  it('shows a row received twice once, in its place', () => {
    const held = [row(3), row(2), row(1)];
    const merged = mergeNewestFirst(held, [row(4), row(2)], rules);
    expect(ids(merged)).toEqual(['4', '3', '2', '1']);
  });

  it('sorts REST rows older than the live ones below them', () => {
    const live = [row('live-b', 20), row('live-a', 19)];
    const rest = [row('rest-b', 18), row('live-a', 19), row('rest-a', 5)];
    expect(ids(mergeNewestFirst(rest, live, rules))).toEqual([
      'live-b',
      'live-a',
      'rest-b',
      'rest-a',
    ]);
  });

  it('orders by nanosecond timestamps beyond 2^53 exactly', () => {
    const a = row('a', '1700000000000000001');
    const b = row('b', '1700000000000000002');
    expect(ids(mergeNewestFirst([a], [b], rules))).toEqual(['b', 'a']);
    expect(ids(mergeNewestFirst([b], [a], rules))).toEqual(['b', 'a']);
  });

  it('returns the same array when there is nothing new', () => {
    const held = [row(1)];
    expect(mergeNewestFirst(held, [], rules)).toBe(held);
  });

  it('without a comparator, trusts arrival order', () => {
    const merged = mergeNewestFirst([row(1, 9)], [row(2, 0)], { keyOf: (r: Row) => r.id, cap: 1 });
    expect(ids(merged)).toEqual(['2']);
  });
});

describe('countNewer', () => {
  it('counts the rows a still view lacks on top: new ones and late ones of its newest block', () => {
    const held = [row('b', 5), row('a', 4)];
    const current = [row('e', 7), row('d', 6), row('c', 5), row('b', 5), row('a', 4)];
    expect(countNewer(held, current, rules)).toBe(3);
  });

  it('ignores rows older than the view (fallen off a capped list and back) and held ones', () => {
    expect(countNewer([row('b', 5)], [row('b', 5), row('old', 1)], rules)).toBe(0);
  });

  it('counts everything when the view is empty', () => {
    expect(countNewer([], [row('b', 5), row('a', 4)], rules)).toBe(2);
  });
});
