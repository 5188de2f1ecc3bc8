import { param, type ParamGroup, type QueryParam } from './params.ts';

/** The five `pagination.*` parameters of spec §2.1. */
export const pagination = {
  group: 'pagination',
  params: {
    'pagination.first': param.int32({ description: 'page size, forwards (1 to 5000)' }),
    'pagination.last': param.int32({ description: 'page size, backwards (1 to 5000)' }),
    'pagination.after': { kind: 'cursor', description: 'cursor to continue after' },
    'pagination.before': { kind: 'cursor', description: 'cursor to continue before' },
    'pagination.newestFirst': param.bool({ description: 'order, newest first by default' }),
  },
} as const satisfies ParamGroup;

type RangeParams<S extends string, E extends string> = {
  readonly [K in S | E]: QueryParam<'timestamp', false>;
};

/** The two ends of a time range, also members of filters that take one among theirs. */
export const rangeStart = param.timestamp({ description: 'from this time (Unix ns, inclusive)' });
export const rangeEnd = param.timestamp({ description: 'up to this time (Unix ns)' });

/**
 * A time range of two Unix-ns parameters (default `dateRange.startTimestamp` / `…End…`): the end
 * may not be before the start.
 */
export function dateRange<
  S extends string = 'dateRange.startTimestamp',
  E extends string = 'dateRange.endTimestamp',
>(start = 'dateRange.startTimestamp' as S, end = 'dateRange.endTimestamp' as E) {
  const params = { [start]: rangeStart, [end]: rangeEnd } as RangeParams<S, E>;
  return { group: 'dateRange', params } as const satisfies ParamGroup;
}
