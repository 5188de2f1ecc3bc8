import type { IsRepeated } from '#contract/endpoints/endpoint.ts';
import type { IdPool, PathParam, QueryParam } from '#contract/endpoints/params.ts';
import type { TxCursor } from '../store/transactions.ts';
import { DetailCode, invalidArgument } from './api-error.ts';
import { checkId, checkPartyId, checkText, type QueryReader } from './query-reader.ts';

/*
 * How a declared parameter (contract/endpoints) is read: by its kind, through QueryReader, so
 * the grpc-gateway semantics and the spec's 400s are the same for every route. A route cannot
 * read a parameter it does not declare, nor declare one it does not read.
 */

type ParsedOne<K> = K extends { id: IdPool }
  ? string
  : K extends { enum: readonly (infer N)[] }
    ? N
    : K extends 'bool'
      ? boolean
      : K extends 'int32'
        ? number
        : K extends 'int64' | 'amount'
          ? bigint
          : K extends 'txCursor'
            ? TxCursor
            : string;

/** The value a declared parameter reads as: a list when repeated, else possibly absent. */
export type ParsedParam<P> =
  P extends QueryParam<infer K>
    ? IsRepeated<P> extends true
      ? ParsedOne<K>[]
      : ParsedOne<K> | undefined
    : never;

/** Reads the members of one declared group by name (what a group's reader is given). */
export type MemberReader<P extends Readonly<Record<string, QueryParam>>> = <
  K extends keyof P & string,
>(
  name: K,
) => ParsedParam<P[K]>;

const INT32 = { min: -2147483648, max: 2147483647 };

/** One query parameter by its declaration (a 400 naming it for a malformed value). */
export function readParam(p: QueryParam, q: QueryReader, name: string): unknown {
  const { kind } = p;
  if (typeof kind === 'object' && 'id' in kind) {
    const party = kind.id === 'party';
    return p.repeated ? q.ids(name, party) : q.id(name, party);
  }
  if (typeof kind === 'object') {
    const { parse } = p;
    if (!parse) throw new Error(`enum parameter ${name} declares no parse`);
    const values = q.enums(name, { parse });
    return p.repeated ? values : values.at(-1);
  }
  switch (kind) {
    case 'bool':
      return q.bool(name);
    case 'int32':
      return q.int(name, { min: p.min ?? INT32.min, max: p.max ?? INT32.max });
    case 'uint64':
      return p.fitsInt64 ? q.int64Seq(name) : q.uint64(name);
    case 'timestamp':
      // Unix ns compared with signed 64-bit columns.
      return q.int64Seq(name);
    case 'int64':
      return q.int64(name);
    case 'amount':
      return q.amount(name);
    case 'txCursor':
      return readTxCursor(name, q.string(name));
    default:
      // Text of any meaning (and cursors): empty is the same as absent.
      return p.repeated ? q.strings(name) : q.string(name) || undefined;
  }
}

/** A reader of a group's members (only those it declares). */
export function memberReader<P extends Readonly<Record<string, QueryParam>>>(
  params: P,
  q: QueryReader,
): MemberReader<P> {
  return ((name: string) => {
    const p = params[name];
    if (!p) throw new Error(`${name} is not a declared parameter`);
    return readParam(p, q, name);
  }) as MemberReader<P>;
}

/** A path segment by its declaration: an id checked (and lower-cased), or text. */
export function readPathParam(p: PathParam, raw: string, name: string): string {
  if (p.asGiven) return raw;
  if (typeof p.kind === 'object' && 'id' in p.kind)
    return p.kind.id === 'party' ? checkPartyId(name, raw) : checkId(name, raw);
  return checkText(name, raw);
}

/** A block explorer cursor, `<block>.<index>`. */
function readTxCursor(name: string, raw: string | undefined): TxCursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,19})\.(\d{1,9})$/.exec(raw);
  if (!match || BigInt(match[1] as string) > 0x7fffffffffffffffn) {
    throw invalidArgument(
      DetailCode.INVALID_PAGINATION,
      `${name} must be a cursor "<block>.<index>"`,
      raw,
    );
  }
  return { block: BigInt(match[1] as string).toString(), index: Number(match[2]) };
}
