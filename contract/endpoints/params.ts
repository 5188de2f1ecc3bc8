/*
 * The parameters an endpoint declares. A declaration is plain data: the server's `http/` derives
 * its readers (and their 400s) and the OpenAPI document from it, the explorer the types of the
 * values it may send. Names are the reference's wire names (`filter.partyIds`,
 * `pagination.first`), written only here and in the endpoint modules.
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

/** Parameters of free text, each with a documented meaning of its own. */
export type TextKind = 'text' | 'reference' | 'txType' | 'candleId' | 'paramKey' | 'tableName';

/** What a parameter holds: its documented type, and the values the fuzz suite mixes in. */
export type ParamKind =
  | { id: IdPool }
  | { enum: readonly string[] }
  | TextKind
  | 'bool'
  | 'int32'
  | 'uint64'
  | 'int64'
  | 'amount'
  | 'timestamp'
  | 'cursor'
  | 'txCursor';

/** What a parameter's documentation says (the streams' filters are described this way too). */
export interface ParamDoc {
  kind: ParamKind;
  /** Given by repetition (`?a=1&a=2`). */
  repeated?: boolean;
  /** The route refuses a request without it. */
  required?: boolean;
  description?: string;
}

/** One query parameter. `K` and `R` keep its kind and repetition for the derived types. */
export interface QueryParam<
  K extends ParamKind = ParamKind,
  R extends boolean = boolean,
> extends ParamDoc {
  kind: K;
  repeated?: R;
  /** An enum's reading of a value: its name or its integer (grpc-gateway), else undefined. */
  parse?: (raw: string) => string | undefined;
  /** int32 bounds when narrower than the type's. */
  min?: number;
  max?: number;
  /** A uint64 compared with a signed 64-bit column: above the int64 range it is refused. */
  fitsInt64?: boolean;
}

/** A path parameter (`{name}` in the path). */
export interface PathParam extends ParamDoc {
  required: true;
  /** Checked by the route itself, not by its kind (a hash that is also a deep link). */
  asGiven?: boolean;
}

/**
 * Parameters read together into one value: pagination, a date range, a filter with rules across
 * its parameters. The server names the reader of each group; the explorer sends the members.
 */
export type GroupName =
  | 'pagination'
  | 'dateRange'
  | 'orderFilter'
  | 'tradeFilter'
  | 'ledgerFilter'
  | 'transactionFilters'
  | 'epochSelector';

export interface ParamGroup<
  G extends GroupName = GroupName,
  P extends Readonly<Record<string, QueryParam>> = Readonly<Record<string, QueryParam>>,
> {
  group: G;
  params: P;
}

/** A query: parameters and groups, read and documented in this order. */
export type QuerySpec = Readonly<Record<string, QueryParam | ParamGroup>>;
export type PathSpec = Readonly<Record<string, PathParam>>;

export const isGroup = (entry: QueryParam | ParamGroup): entry is ParamGroup => 'group' in entry;

/** Every query parameter of a spec by wire name, groups flattened, in declaration order. */
export function flatParams(spec: QuerySpec): Record<string, QueryParam> {
  const out: Record<string, QueryParam> = {};
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

/** The kinds of parameter the endpoints take. */
export const param = {
  /** A 64-hex id (any letter case); `network` too where a party is meant. */
  id: (pool: IdPool, o: Opts = {}): QueryParam<{ id: IdPool }, false> => ({
    kind: { id: pool },
    ...o,
  }),
  ids: (pool: IdPool, o: Opts = {}): QueryParam<{ id: IdPool }, true> => ({
    kind: { id: pool },
    repeated: true,
    ...o,
  }),
  /** Free text; empty is the same as absent. */
  text: <K extends TextKind = 'text'>(o: Opts & { kind?: K } = {}): QueryParam<K, false> => ({
    kind: 'text' as K,
    ...o,
  }),
  bool: (o: Opts = {}): QueryParam<'bool', false> => ({ kind: 'bool', ...o }),
  int32: (o: Opts & { min?: number; max?: number } = {}): QueryParam<'int32', false> => ({
    kind: 'int32',
    ...o,
  }),
  /** An unsigned 64-bit integer, as a decimal string. */
  uint64: (o: Opts = {}): QueryParam<'uint64', false> => ({ kind: 'uint64', ...o }),
  /** A uint64 looked up in a signed 64-bit column (epochs, heights): above int64 a 400. */
  seq: (o: Opts = {}): QueryParam<'uint64', false> => ({ kind: 'uint64', fitsInt64: true, ...o }),
  /** A signed 64-bit integer, as a decimal string. */
  int64: (o: Opts = {}): QueryParam<'int64', false> => ({ kind: 'int64', ...o }),
  /** An unsigned amount of up to 256 bits, as a decimal string. */
  amount: (o: Opts = {}): QueryParam<'amount', false> => ({ kind: 'amount', ...o }),
  /** Unix nanoseconds within the int64 range. */
  timestamp: (o: Opts = {}): QueryParam<'timestamp', false> => ({ kind: 'timestamp', ...o }),
  /** A block explorer cursor, `<block>.<index>`. */
  txCursor: (o: Opts = {}): QueryParam<'txCursor', false> => ({ kind: 'txCursor', ...o }),
  /** A scalar enum, by name or integer; the last value given wins (grpc-gateway). */
  enum: <N extends string>(
    table: EnumTable<N>,
    o: Opts = {},
  ): QueryParam<{ enum: readonly N[] }, false> => ({
    kind: { enum: table.names },
    parse: table.parse,
    ...o,
  }),
  enums: <N extends string>(
    table: EnumTable<N>,
    o: Opts = {},
  ): QueryParam<{ enum: readonly N[] }, true> => ({
    kind: { enum: table.names },
    repeated: true,
    parse: table.parse,
    ...o,
  }),
};

/** Path parameters: always required. */
export const pathParam = {
  id: (pool: IdPool, description?: string): PathParam => ({
    kind: { id: pool },
    required: true,
    ...(description !== undefined ? { description } : {}),
  }),
  text: (kind: TextKind, description?: string): PathParam => ({
    kind,
    required: true,
    ...(description !== undefined ? { description } : {}),
  }),
};
