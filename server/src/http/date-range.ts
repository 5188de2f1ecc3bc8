import { DetailCode, invalidArgument } from './api-error.ts';
import type { QueryReader } from './query-reader.ts';
import type { DateRange } from '../store/date-range.ts';

const INT64_MAX = 0x7fffffffffffffffn;

/**
 * Reads a time range from two parameters (by default `dateRange.startTimestamp` and
 * `dateRange.endTimestamp`). Each must be a non-negative int64 of Unix ns; an end before the
 * start is a 400 (the reference answers an empty list; a reversed range is a client mistake).
 */
export function readDateRange(
  q: QueryReader,
  startName = 'dateRange.startTimestamp',
  endName = 'dateRange.endTimestamp',
): DateRange {
  const start = readTimestamp(q, startName);
  const end = readTimestamp(q, endName);
  if (start !== undefined && end !== undefined && BigInt(end) < BigInt(start)) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      `${endName} must not be before ${startName}`,
      `${start} > ${end}`,
    );
  }
  return { start, end };
}

function readTimestamp(q: QueryReader, name: string): string | undefined {
  const value = q.uint64(name);
  if (value !== undefined && BigInt(value) > INT64_MAX) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      `${name} must fit in 64 signed bits`,
      value,
    );
  }
  return value;
}
