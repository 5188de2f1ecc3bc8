import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, getJson } from '../../../api/http-client.ts';
import { idTarget, type IdKind } from '../id-targets.ts';
import type { NameEntry } from '../name-matching.ts';

/**
 * Loose shapes: search needs a few fields of each record and must keep working while the
 * strict contract schemas evolve, so unknown fields pass and only what is read is checked.
 */
const connection = <T extends z.ZodMiniType>(node: T) =>
  z.looseObject({ edges: z.nullish(z.array(z.looseObject({ node }))) });

const assetsSchema = z.looseObject({
  assets: connection(
    z.looseObject({
      id: z.string(),
      details: z.looseObject({
        name: z.string(),
        symbol: z.string(),
        erc20: z.nullish(z.looseObject({ contractAddress: z.string() })),
      }),
    }),
  ),
});

const marketsSchema = z.looseObject({
  markets: connection(
    z.looseObject({
      id: z.string(),
      tradableInstrument: z.looseObject({
        instrument: z.looseObject({ code: z.string(), name: z.string() }),
      }),
    }),
  ),
});

const nodesSchema = z.looseObject({
  nodes: connection(z.looseObject({ id: z.string(), name: z.string() })),
});

const anyObject = z.looseObject({});

/** Name lists change rarely: fetched once, reused for a minute. */
const NAMES_STALE_MS = 60_000;
const PROBE_STALE_MS = 30_000;

export type CatalogName = 'assets' | 'markets' | 'validators';

const nodesOf = <T>(conn: { edges?: { node: T }[] | null | undefined }) =>
  (conn.edges ?? []).map((edge) => edge.node);

const fetchCatalog: Record<CatalogName, (signal: AbortSignal) => Promise<NameEntry[]>> = {
  assets: (signal) =>
    getJson('/api/v2/assets', assetsSchema, {}, signal).then((r) =>
      nodesOf(r.assets).map((a) => ({
        kind: 'asset',
        id: a.id,
        title: a.details.symbol,
        subtitle: a.details.name,
        terms: [a.details.symbol, a.details.name, a.details.erc20?.contractAddress ?? ''],
      })),
    ),
  markets: (signal) =>
    getJson('/api/v2/markets', marketsSchema, {}, signal).then((r) =>
      nodesOf(r.markets).map((m) => ({
        kind: 'market',
        id: m.id,
        title: m.tradableInstrument.instrument.code,
        subtitle: m.tradableInstrument.instrument.name,
        terms: [m.tradableInstrument.instrument.code, m.tradableInstrument.instrument.name],
      })),
    ),
  validators: (signal) =>
    getJson('/api/v2/nodes', nodesSchema, {}, signal).then((r) =>
      nodesOf(r.nodes).map((n) => ({
        kind: 'validator',
        id: n.id,
        title: n.name,
        subtitle: '',
        terms: [n.name],
      })),
    ),
};

export const CATALOGS: readonly CatalogName[] = ['assets', 'markets', 'validators'];

export const searchQueries = {
  names: (catalog: CatalogName) =>
    queryOptions({
      queryKey: ['search', 'names', catalog],
      queryFn: ({ signal }) => fetchCatalog[catalog](signal),
      staleTime: NAMES_STALE_MS,
    }),
  /** true = a record has this id; false = 404/400; anything else fails ("could not check"). */
  probe: (kind: IdKind, id: string) =>
    queryOptions({
      queryKey: ['search', 'probe', kind, id],
      queryFn: async ({ signal }) => {
        const target = idTarget(kind);
        try {
          const body = await getJson(target.path(id), anyObject, target.params?.(id), signal);
          return target.isHit ? target.isHit(body) : true;
        } catch (err) {
          if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
            return false;
          }
          throw err;
        }
      },
      retry: false,
      staleTime: PROBE_STALE_MS,
    }),
};
