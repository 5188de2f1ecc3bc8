import { DetailCode, invalidArgument } from '../../http/api-error.ts';
import { checkPartyId, QueryReader } from '../../http/query-reader.ts';
import type { StreamQuery } from '../stream-route.ts';

/**
 * ErrorDetail codes of the reference's errorMap (datanode/api/errors.go) that only stream
 * filters use.
 */
export const StreamDetailCode = {
  MISSING_PROPOSAL_ID_OR_PARTY_ID: 10024,
  MISSING_CANDLE_ID: 10030,
  MARKET_NOT_FOUND: 30002,
} as const;

/** Query parameters read the grpc-gateway way (camelCase or snake_case, repeated by repetition). */
export const readQuery = (query: StreamQuery) => new QueryReader(query);

/** Market (or proposal, asset) ids given under any of `names`, validated, lower-cased. */
export function idSet(q: QueryReader, ...names: string[]): Set<string> {
  return new Set(names.flatMap((name) => q.ids(name)));
}

/** Party ids given under any of `names`: 64 hex, or "network". */
export function partySet(q: QueryReader, ...names: string[]): Set<string> {
  return new Set(names.flatMap((name) => q.strings(name).map((raw) => checkPartyId(name, raw))));
}

/** One party id (the last given), or undefined. */
export function optionalParty(q: QueryReader, name: string): string | undefined {
  const raw = q.string(name);
  return raw === undefined || raw === '' ? undefined : checkPartyId(name, raw);
}

/** An empty set lets everything through (an empty filter list means "no filter"). */
export const allows = (set: ReadonlySet<string>, value: string | undefined) =>
  set.size === 0 || (value !== undefined && set.has(value));

/** An unset single filter lets everything through. */
export const equalsIfSet = (wanted: string | undefined, value: string | undefined) =>
  wanted === undefined || wanted === value;

/**
 * Market ids a market-keyed stream (data, depth, depth updates) must be given. The reference
 * matches nothing when the list is empty, so a client that forgot it waits forever; we say so.
 */
export function requiredMarketIds(q: QueryReader): Set<string> {
  const ids = idSet(q, 'marketIds', 'marketId');
  if (ids.size === 0) {
    throw invalidArgument(
      DetailCode.INVALID_FILTER,
      'marketIds is required: name one or more markets (repeat the parameter for several)',
    );
  }
  return ids;
}
