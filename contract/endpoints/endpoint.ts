import type { z } from 'zod/mini';
import type {
  GroupName,
  ParamGroup,
  ParamKind,
  PathSpec,
  QueryParam,
  QuerySpec,
} from './params.ts';

/**
 * One REST endpoint of the data node, declared once: the server registers, reads and documents
 * its route from this, and the explorer reaches it only through it (its query key is the name
 * and the parameters). Declared one module per resource, so that a page's JavaScript carries
 * only the endpoints (and response schemas) it reads.
 */
export interface Endpoint<
  N extends string = string,
  P extends PathSpec = PathSpec,
  Q extends QuerySpec = QuerySpec,
  S extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Unique among the endpoints; the first element of the explorer's query keys. */
  readonly name: N;
  /** The path, `{name}` for each path parameter. */
  readonly path: string;
  /** Other paths serving the same (the reference's spelling beside the spec's). */
  readonly aliases?: readonly string[];
  readonly params?: P;
  readonly query?: Q;
  /** Schema of the 200 body (JSON); absent when the body is not JSON (`produces`). */
  readonly response?: S;
  /** Media type of the 200 body when it is not JSON (CSV). */
  readonly produces?: string;
  /** The answer's list, for reading it page by page: a connection or an array field. */
  readonly list?: string;
  /** Served as CometBFT JSON-RPC (`{result}` or `{error}`), under the chosen RPC's address. */
  readonly rpc?: boolean;
}

/** Declares an endpoint, keeping its literal types (name, parameters) for the derived ones. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The parsed 200 body of an endpoint. */
export type AnswerOf<E extends Endpoint> = z.output<NonNullable<E['response']>>;

type One<K extends ParamKind> = K extends { enum: readonly (infer N)[] }
  ? N
  : K extends 'bool'
    ? boolean
    : K extends 'int32'
      ? number
      : K extends 'uint64' | 'int64' | 'amount' | 'timestamp'
        ? string | number
        : string;

/** Whether a declared parameter is given by repetition (`repeated: true`). */
export type IsRepeated<P> = P extends { readonly repeated?: infer R }
  ? true extends R
    ? true
    : false
  : false;

/** What a client may send for one parameter: repeated ones take one value or a list. */
export type ValueOf<P> =
  P extends QueryParam<infer K>
    ? IsRepeated<P> extends true
      ? One<K> | readonly One<K>[]
      : One<K>
    : never;

type Members<Q extends QuerySpec> = {
  [K in keyof Q]: Q[K] extends ParamGroup<GroupName, infer M> ? M : { [_ in K]: Q[K] };
}[keyof Q];
type Merge<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The query parameters of a spec by wire name, groups flattened: what a client sends. */
export type QueryValues<Q extends QuerySpec> = [keyof Q] extends [never]
  ? Record<never, never>
  : { [K in keyof Merge<Members<Q>>]?: ValueOf<Merge<Members<Q>>[K]> | undefined };

/** The path parameters: each fills its `{name}` segment. */
export type PathValues<P extends PathSpec> = { [K in keyof P]: string };

/** Everything one request of an endpoint is made of. */
export type ParamsOf<E extends Endpoint> = (E extends { params: infer P extends PathSpec }
  ? PathValues<P>
  : Record<never, never>) &
  (E extends { query: infer Q extends QuerySpec } ? QueryValues<Q> : Record<never, never>);
