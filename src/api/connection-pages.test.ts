import { describe, expect, it } from 'vitest';
import { flattenNodes, forwardPage, nextCursor } from './connection-pages.ts';

const conn = (ids: string[], hasNextPage: boolean) => ({
  edges: ids.map((id) => ({ cursor: `c-${id}`, node: { id } })),
  pageInfo: {
    startCursor: `c-${ids[0]}`,
    endCursor: `c-${ids.at(-1)}`,
    hasNextPage,
    hasPreviousPage: false,
  },
});

describe('connection pages', () => {
  it('asks for the next page only while there is one', () => {
    expect(nextCursor(conn(['a', 'b'], true))).toBe('c-b');
    expect(nextCursor(conn(['c'], false))).toBeUndefined();
  });

  it('flattens pages in order and drops a row that appears twice', () => {
    expect(flattenNodes([conn(['a', 'b'], true), conn(['b', 'c'], false)], (n) => n.id)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('builds pagination parameters for the first and later pages', () => {
    expect(forwardPage(undefined)).toEqual({
      'pagination.first': 50,
      'pagination.after': undefined,
    });
    expect(forwardPage('xyz', 10)).toEqual({ 'pagination.first': 10, 'pagination.after': 'xyz' });
  });
});
