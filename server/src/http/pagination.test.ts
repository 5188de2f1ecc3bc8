import { describe, expect, it } from 'vitest';
import { encodeCursor, InvalidCursorError } from '../store/keyset-page.ts';
import { ApiError } from './api-error.ts';
import { pagination } from '#contract/endpoints/groups.ts';
import { readGroup } from './group-readers.ts';
import { asPaginationError, DEFAULT_PAGE_SIZE } from './pagination.ts';
import { QueryReader } from './query-reader.ts';

const read = (query: Record<string, string>) => readGroup(pagination, new QueryReader(query));

describe('readPagination', () => {
  it('defaults to the first 1000 rows, newest first', () => {
    expect(read({})).toEqual({
      direction: 'forward',
      limit: 1000,
      cursor: undefined,
      newestFirst: true,
    });
    expect(DEFAULT_PAGE_SIZE).toBe(1000);
  });

  it('reads a backward page from last/before, snake_case names too', () => {
    const cursor = encodeCursor(['7', 'b']);
    expect(
      read({
        'pagination.last': '3',
        'pagination.before': cursor,
        'pagination.newest_first': 'false',
      }),
    ).toEqual({
      direction: 'backward',
      limit: 3,
      cursor: ['7', 'b'],
      newestFirst: false,
    });
  });

  it.each([
    [{ 'pagination.first': '-1' }],
    [{ 'pagination.first': '5001' }],
    [{ 'pagination.first': '2', 'pagination.last': '2' }],
    [{ 'pagination.after': encodeCursor(['1']), 'pagination.before': encodeCursor(['2']) }],
    [{ 'pagination.after': 'e30=' }], // base64 of "{}": decodes, but is not a cursor
    [{ 'pagination.after': '!!!' }],
  ])('refuses %j with a 400', (query) => {
    expect(() => read(query)).toThrow(ApiError);
    try {
      read(query);
    } catch (err) {
      expect((err as ApiError).status).toBe(400);
    }
  });

  it("turns the store's cursor refusal into the spec's 400 body", () => {
    const err = asPaginationError(
      new InvalidCursorError('cursor does not belong to this list', 'x'),
    );
    expect(err?.status).toBe(400);
    expect(err?.toBody()).toMatchObject({
      code: 3,
      details: [
        {
          code: 10028,
          message: 'invalid pagination: cursor does not belong to this list',
          inner: 'x',
        },
      ],
    });
    expect(asPaginationError(new Error('boom'))).toBeUndefined();
  });
});
