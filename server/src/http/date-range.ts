import type { DateRange } from '../store/date-range.ts';
import { DetailCode, invalidArgument } from './api-error.ts';

/**
 * A time range from its two declared parameters (read by a group's MemberReader) (by default `dateRange.startTimestamp` and
 * `dateRange.endTimestamp`), each a non-negative int64 of Unix ns; an end before the start is
 * a 400 (the reference answers an empty list; a reversed range is a client mistake).
 */
export function readDateRange<K extends string>(
  read: (name: K) => unknown,
  startName: K,
  endName: K,
): DateRange {
  const start = read(startName) as string | undefined;
  const end = read(endName) as string | undefined;
  if (start !== undefined && end !== undefined && BigInt(end) < BigInt(start)) {
    throw invalidArgument(
      DetailCode.MALFORMED_REQUEST,
      `${endName} must not be before ${startName}`,
      `${start} > ${end}`,
    );
  }
  return { start, end };
}
