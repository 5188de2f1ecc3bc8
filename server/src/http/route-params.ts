import { AccountType, OrderStatus, OrderType, TimeInForce, TransferType } from '#contract/enums.ts';
import { readDateRange } from './date-range.ts';
import { readLedgerFilter, readOrderFilter, readTradeFilter } from './list-filters.ts';
import { readPagination } from './pagination.ts';
import { checkId, checkPartyId, checkText, type QueryReader } from './query-reader.ts';

/*
 * The parameters a route declares. Each declaration is both the reader (through QueryReader,
 * so the grpc-gateway semantics and the spec's 400s stay exactly as they were) and the
 * description the OpenAPI document, the /api/docs page and the fuzz suite are built from: a
 * route cannot read a parameter it does not describe, nor describe one it does not read.
 */

/** Which of the chain's ids a parameter holds (the fuzz suite feeds it real ones). */
export type IdPool =
  | 'asset'
  | 'market'
  | 'party'
  | 'order'
  | 'proposal'
  | 'node'
  | 'deposit'
  | 'withdrawal'
  | 'transaction'
  | 'oracleSpec';

/** What a parameter holds: its documented type, and the values the fuzz suite mixes in. */
export type ParamKind =
  | { id: IdPool }
  | { enum: readonly string[] }
  | 'text'
  | 'reference'
  | 'bool'
  | 'int32'
  | 'uint64'
  | 'int64'
  | 'amount'
  | 'timestamp'
  | 'cursor'
  | 'txCursor'
  | 'txType'
  | 'candleId'
  | 'paramKey'
  | 'tableName';

export interface ParamDoc {
  kind: ParamKind;
  /** Given by repetition (`?a=1&a=2`). */
  repeated?: boolean;
  /** The route refuses a request without it. */
  required?: boolean;
  description?: string;
}

/** One query parameter: its description and how it is read (a 400 for a malformed value). */
export interface QueryParam<T> extends ParamDoc {
  read(q: QueryReader, name: string): T;
}

/** Parameters read together into one value (pagination, a filter with cross-checks). */
export interface QueryGroup<T> {
  params: Readonly<Record<string, ParamDoc>>;
  read(q: QueryReader): T;
}

/** A path parameter: the raw segment in, the checked value out. */
export interface PathParam<T> extends ParamDoc {
  read(raw: string, name: string): T;
}

// `any` here only lets specs of differently typed parameters share one record type; the
// parsed types come from ParsedQuery / ParsedParams below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QuerySpec = Record<string, QueryParam<any> | QueryGroup<any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PathSpec = Record<string, PathParam<any>>;

export type ParsedQuery<S extends QuerySpec> = {
  [K in keyof S]: S[K] extends QueryGroup<infer T>
    ? T
    : S[K] extends QueryParam<infer T>
      ? T
      : never;
};
export type ParsedParams<S extends PathSpec> = {
  [K in keyof S]: S[K] extends PathParam<infer T> ? T : never;
};

export const isGroup = (
  entry: QuerySpec[string],
): entry is Extract<QuerySpec[string], { params: unknown }> => 'params' in entry;

/** Reads every declared parameter in declaration order (so the first error is the first named). */
export function readQuery<S extends QuerySpec>(spec: S, q: QueryReader): ParsedQuery<S> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(spec))
    out[name] = isGroup(entry) ? entry.read(q) : entry.read(q, name);
  return out as ParsedQuery<S>;
}

export function readParams<S extends PathSpec>(
  spec: S,
  raw: Record<string, string>,
): ParsedParams<S> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(spec)) out[name] = entry.read(raw[name] ?? '', name);
  return out as ParsedParams<S>;
}

/** Every query parameter a spec describes, by wire name (groups flattened). */
export function queryParamDocs(spec: QuerySpec): Record<string, ParamDoc> {
  const out: Record<string, ParamDoc> = {};
  for (const [name, entry] of Object.entries(spec)) {
    if (isGroup(entry)) Object.assign(out, entry.params);
    else out[name] = entry;
  }
  return out;
}

type Opts = Pick<ParamDoc, 'required' | 'description'>;
interface EnumTable<N extends string> {
  names: readonly N[];
  parse(raw: string): N | undefined;
}

const INT32 = { min: -2147483648, max: 2147483647 };

/** The parameter kinds the routes read, each with QueryReader's reading of it. */
export const query = {
  /** A 64-hex id (lower-cased). */
  id: (pool: IdPool, o: Opts = {}): QueryParam<string | undefined> => ({
    kind: { id: pool },
    ...o,
    read: (q, n) => q.id(n, pool === 'party'),
  }),
  ids: (pool: IdPool, o: Opts = {}): QueryParam<string[]> => ({
    kind: { id: pool },
    repeated: true,
    ...o,
    read: (q, n) => q.ids(n, pool === 'party'),
  }),
  /** Free text; empty is the same as absent. */
  text: (o: Opts & { kind?: ParamKind } = {}): QueryParam<string | undefined> => ({
    kind: 'text',
    ...o,
    read: (q, n) => q.string(n) || undefined,
  }),
  bool: (o: Opts = {}): QueryParam<boolean | undefined> => ({
    kind: 'bool',
    ...o,
    read: (q, n) => q.bool(n),
  }),
  int32: (o: Opts = {}): QueryParam<number | undefined> => ({
    kind: 'int32',
    ...o,
    read: (q, n) => q.int(n, INT32),
  }),
  /** An unsigned 64-bit integer, as a decimal string. */
  uint64: (o: Opts = {}): QueryParam<string | undefined> => ({
    kind: 'uint64',
    ...o,
    read: (q, n) => q.uint64(n),
  }),
  /** A uint64 compared with a bigint column: above the int64 range a 400. */
  seq: (o: Opts = {}): QueryParam<string | undefined> => ({
    kind: 'uint64',
    ...o,
    read: (q, n) => q.int64Seq(n),
  }),
  /** A scalar enum: by name or integer, the last value given wins (grpc-gateway). */
  enum: <N extends string>(table: EnumTable<N>, o: Opts = {}): QueryParam<N | undefined> => ({
    kind: { enum: table.names },
    ...o,
    read: (q, n) => q.enums(n, table).at(-1),
  }),
  enums: <N extends string>(table: EnumTable<N>, o: Opts = {}): QueryParam<N[]> => ({
    kind: { enum: table.names },
    repeated: true,
    ...o,
    read: (q, n) => q.enums(n, table),
  }),
  /** A parameter with a reading of its own (the reader still reports 400s naming it). */
  custom: <T>(
    kind: ParamKind,
    read: (q: QueryReader, name: string) => T,
    o: Opts & { repeated?: boolean } = {},
  ): QueryParam<T> => ({ kind, ...o, read }),
};

export const path = {
  id: (pool: IdPool, description?: string): PathParam<string> => ({
    kind: { id: pool },
    required: true,
    description,
    read: (raw, n) => (pool === 'party' ? checkPartyId(n, raw) : checkId(n, raw)),
  }),
  text: (kind: ParamKind, description?: string): PathParam<string> => ({
    kind,
    required: true,
    description,
    read: (raw, n) => checkText(n, raw),
  }),
};

const PAGINATION_DOCS: Record<string, ParamDoc> = {
  'pagination.first': { kind: 'int32', description: 'page size, forwards (1 to 5000)' },
  'pagination.last': { kind: 'int32', description: 'page size, backwards (1 to 5000)' },
  'pagination.after': { kind: 'cursor', description: 'cursor to continue after' },
  'pagination.before': { kind: 'cursor', description: 'cursor to continue before' },
  'pagination.newestFirst': { kind: 'bool', description: 'order, newest first by default' },
};

/** The five `pagination.*` parameters of spec §2.1. */
export const pagination: QueryGroup<ReturnType<typeof readPagination>> = {
  params: PAGINATION_DOCS,
  read: readPagination,
};

/** A time range of two Unix-ns parameters (default `dateRange.startTimestamp` / `…End…`). */
export function dateRange(
  start = 'dateRange.startTimestamp',
  end = 'dateRange.endTimestamp',
): QueryGroup<ReturnType<typeof readDateRange>> {
  return {
    params: {
      [start]: { kind: 'timestamp', description: 'from this time (Unix ns, inclusive)' },
      [end]: { kind: 'timestamp', description: 'up to this time (Unix ns)' },
    },
    read: (q) => readDateRange(q, start, end),
  };
}

const enumDoc = (table: { names: readonly string[] }): ParamDoc => ({
  kind: { enum: table.names },
  repeated: true,
});
const idsDoc = (pool: IdPool): ParamDoc => ({ kind: { id: pool }, repeated: true });

/** `GET /api/v2/orders`' filter (http/list-filters.ts reads it). */
export const orderFilter: QueryGroup<ReturnType<typeof readOrderFilter>> = {
  params: {
    'filter.statuses': enumDoc(OrderStatus),
    'filter.types': enumDoc(OrderType),
    'filter.timeInForces': enumDoc(TimeInForce),
    'filter.excludeLiquidity': { kind: 'bool' },
    'filter.includeLiquidity': { kind: 'bool', description: 'false excludes liquidity orders' },
    'filter.partyIds': idsDoc('party'),
    'filter.marketIds': idsDoc('market'),
    'filter.reference': { kind: 'reference' },
    'filter.liveOnly': { kind: 'bool' },
    'filter.dateRange.startTimestamp': { kind: 'timestamp' },
    'filter.dateRange.endTimestamp': { kind: 'timestamp' },
  },
  read: readOrderFilter,
};

export const tradeFilter: QueryGroup<ReturnType<typeof readTradeFilter>> = {
  params: {
    marketIds: idsDoc('market'),
    orderIds: idsDoc('order'),
    partyIds: idsDoc('party'),
    ...dateRange().params,
  },
  read: readTradeFilter,
};

const accountFilterDocs = (prefix: string): Record<string, ParamDoc> => ({
  [`${prefix}.assetId`]: { kind: { id: 'asset' } },
  [`${prefix}.partyIds`]: idsDoc('party'),
  [`${prefix}.marketIds`]: idsDoc('market'),
  [`${prefix}.accountTypes`]: enumDoc(AccountType),
});

export const ledgerFilter: QueryGroup<ReturnType<typeof readLedgerFilter>> = {
  params: {
    ...accountFilterDocs('filter.fromAccountFilter'),
    ...accountFilterDocs('filter.toAccountFilter'),
    'filter.closeOnAccountFilters': { kind: 'bool' },
    'filter.transferTypes': enumDoc(TransferType),
    ...dateRange().params,
  },
  read: readLedgerFilter,
};
