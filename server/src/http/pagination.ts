import { DetailCode, invalidArgument } from './api-error.ts';
import type { pagination } from '#contract/endpoints/groups.ts';
import type { MemberReader } from './param-reading.ts';
import { decodeCursor, InvalidCursorError, type PageRequest } from '../store/keyset-page.ts';

/** Page size when the client asks for none (reference: datanode/entities/pagination.go). */
export const DEFAULT_PAGE_SIZE = 1000;
/** Largest page a client may ask for; the reference enforces none, we refuse larger with 400. */
export const MAX_PAGE_SIZE = 5000;

const invalidPagination = (message: string, inner = '') =>
  invalidArgument(DetailCode.INVALID_PAGINATION, `invalid pagination: ${message}`, inner);

/** Reads the five `pagination.*` parameters of spec §2.1 and the rules between them. */
export function readPagination(read: MemberReader<(typeof pagination)['params']>): PageRequest {
  const first = read('pagination.first');
  const last = read('pagination.last');
  const after = read('pagination.after');
  const before = read('pagination.before');
  const newestFirst = read('pagination.newestFirst') ?? true;

  if (after !== undefined && before !== undefined)
    throw invalidPagination('cannot use both before and after');
  if (first !== undefined && last !== undefined)
    throw invalidPagination('cannot use both first and last');
  if (first !== undefined && before !== undefined)
    throw invalidPagination('first goes with after, not before');
  if (last !== undefined && after !== undefined)
    throw invalidPagination('last goes with before, not after');
  const size = first ?? last;
  if (size !== undefined && size <= 0) throw invalidPagination('page size must be positive');
  if (size !== undefined && size > MAX_PAGE_SIZE)
    throw invalidPagination(`page size must be at most ${MAX_PAGE_SIZE}`);

  const backward = last !== undefined || before !== undefined;
  const rawCursor = backward ? before : after;
  return {
    direction: backward ? 'backward' : 'forward',
    limit: size ?? DEFAULT_PAGE_SIZE,
    cursor: rawCursor === undefined ? undefined : readCursor(rawCursor),
    newestFirst,
  };
}

function readCursor(raw: string): string[] {
  try {
    return decodeCursor(raw);
  } catch (err) {
    throw asPaginationError(err) ?? err;
  }
}

/** The spec's 400 for a cursor the store refused; undefined for any other error. */
export function asPaginationError(err: unknown) {
  return err instanceof InvalidCursorError ? invalidPagination(err.reason, err.inner) : undefined;
}
