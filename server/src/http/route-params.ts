import {
  flatParams,
  isGroup,
  type ParamGroup,
  type PathSpec,
  type QuerySpec,
} from '#contract/endpoints/params.ts';
import { readGroup, type GroupResults } from './group-readers.ts';
import { readParam, readPathParam, type ParsedParam } from './param-reading.ts';
import type { QueryReader } from './query-reader.ts';

export type {
  IdPool,
  ParamDoc,
  ParamKind,
  PathSpec,
  QuerySpec,
} from '#contract/endpoints/params.ts';

/** Every query parameter a spec describes, by wire name (groups flattened). */
export const queryParamDocs = flatParams;

/** A route's query as its handler receives it: each parameter and group read. */
export type ParsedQuery<Q extends QuerySpec> = {
  -readonly [K in keyof Q]: Q[K] extends ParamGroup<infer G> ? GroupResults[G] : ParsedParam<Q[K]>;
};
export type ParsedParams<P extends PathSpec> = { -readonly [K in keyof P]: string };

/** Reads every declared parameter in declaration order (so the first error is the first named). */
export function readQuery<Q extends QuerySpec>(spec: Q, q: QueryReader): ParsedQuery<Q> {
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(spec))
    out[name] = isGroup(entry) ? readGroup(entry, q) : readParam(entry, q, name);
  return out as ParsedQuery<Q>;
}

export function readParams<P extends PathSpec>(
  spec: P,
  raw: Record<string, string>,
): ParsedParams<P> {
  const out: Record<string, string> = {};
  for (const [name, p] of Object.entries(spec)) out[name] = readPathParam(p, raw[name] ?? '', name);
  return out as ParsedParams<P>;
}
