import { describe, expect, it } from 'vitest';
import { flattenNodes, nextCursor } from './connection-pages.ts';

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
});
