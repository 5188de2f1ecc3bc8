import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, streamErrorSchema } from '#contract/errors.ts';
import { NetworkHistoryTable } from '#contract/enums.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { collectFuzzSamples, type FuzzSamples } from './fuzz-samples.ts';
import { expectSpecAnswer, FUZZ_RUNS, seedFor } from './fuzz-settings.ts';
import { queryOf, valueOf } from './param-arbitraries.ts';
import { buildQuery, encodeValue, type ParamValue } from './query-values.ts';
import {
  EXPORT_QUERY,
  EXPORT_ROUTE,
  HISTORY_EXPORT_QUERY,
  HISTORY_EXPORT_ROUTE,
  REST_ROUTES,
} from './rest-routes.ts';

/**
 * Every REST route with random and adversarial values in every query and path parameter, over
 * a real chain: never a 5xx, errors in the spec §7 form, successes on contract. The CSV exports
 * too: the ledger export's refusals take the streaming form of spec §7.2.
 */
let t: ChainTestApp;
let samples: FuzzSamples;
beforeAll(async () => {
  // No rate limit: the fuzzer sends thousands of requests from one address.
  // 60 blocks: some markets have left their opening auction and traded.
  t = await buildChainTestApp({ blocks: 60, app: { rateLimit: false } });
  samples = await collectFuzzSamples(t.app);
}, 120_000);
afterAll(async () => t?.close());

describe('REST fuzz', () => {
  it.each(Object.entries(REST_ROUTES))('%s', async (route, spec) => {
    const pathNames = Object.keys(spec.path ?? {});
    const pathValues = fc.tuple(...pathNames.map((name) => valueOf(spec.path![name]!, samples)));
    const queryNames = Object.keys(spec.query);
    const used = new Set<string>();
    const outcomes = { ok: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        pathValues,
        queryOf(spec.query, samples, spec.required),
        async (values, query) => {
          for (const [name] of query) used.add(name);
          let path = route;
          pathNames.forEach((name, i) => {
            path = path.replace(`:${name}`, encodeValue(values[i] as ParamValue));
          });
          const qs = buildQuery(query);
          const url = qs ? `${path}?${qs}` : path;
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { accept: 'application/json' },
          });
          expectSpecAnswer(res, spec.schema, `GET ${url.slice(0, 300)}`, spec.errorSchema);
          outcomes[res.statusCode < 300 ? 'ok' : 'refused']++;
        },
      ),
      // Routes with many parameters get more runs, so that each one is drawn.
      {
        seed: seedFor(route),
        numRuns: FUZZ_RUNS + 4 * queryNames.length + (spec.extraRuns ?? 0),
      },
    );
    expect(
      queryNames.filter((name) => !used.has(name)),
      'parameters never fuzzed',
    ).toEqual([]);
    // The success path was reached too (its body checked against the contract).
    if (spec.neverOk === undefined) expect(outcomes.ok, 'no 2xx at all').toBeGreaterThan(0);
  });
});

/** First line of every export (reference column names, brand word replaced). */
const CSV_HEADER = /^net_time,quantity,transfer_type,asset_id,/;

describe('ledger CSV export fuzz', () => {
  it('answers a CSV or the streaming error form {"error": {…}}, never a 5xx', async () => {
    const outcomes = { csv: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(queryOf(EXPORT_QUERY, samples), async (query) => {
        const url = `${EXPORT_ROUTE}?${buildQuery(query)}`;
        const res = await t.app.inject({ method: 'GET', url });
        const what = `GET ${url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode === 200) {
          outcomes.csv++;
          expect(String(res.headers['content-type']), what).toMatch(/^text\/csv/);
          expect(res.body, what).toMatch(CSV_HEADER);
        } else {
          outcomes.refused++;
          expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
          expect(streamErrorSchema.safeParse(res.json()).success, what).toBe(true);
        }
      }),
      { seed: seedFor(EXPORT_ROUTE), numRuns: FUZZ_RUNS * 3 },
    );
    // Both outcomes were exercised, or the property proved little.
    expect(outcomes.csv).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});

describe('network-history CSV export fuzz', () => {
  it('answers a CSV or the spec §7 error body {code, message, details}, never a 5xx', async () => {
    // The history boundaries of this chain, so that some draws ask for a real range.
    const bounds = (
      await t.db.query<{ h: string }>('SELECT block_height::text AS h FROM core_snapshots')
    ).flatMap(({ h }) => [h, String(BigInt(h) + 1n)]);
    const query = fc.oneof(
      queryOf(HISTORY_EXPORT_QUERY, samples, ['table']),
      fc
        .tuple(
          fc.constantFrom('1', ...bounds),
          fc.constantFrom('1', ...bounds),
          fc.constantFrom(...NetworkHistoryTable.names),
        )
        .map(([from, to, table]): [string, ParamValue][] => [
          ['fromBlock', from],
          ['toBlock', to],
          ['table', table],
        ]),
    );
    const outcomes = { csv: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const url = `${HISTORY_EXPORT_ROUTE}?${buildQuery(params)}`;
        const res = await t.app.inject({ method: 'GET', url });
        const what = `GET ${url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode === 200) {
          outcomes.csv++;
          expect(String(res.headers['content-type']), what).toMatch(/^text\/csv/);
          expect(res.body.split('\n')[0], what).toMatch(/^[a-z_]+(,[a-z_]+)+$/);
        } else {
          outcomes.refused++;
          expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
          expect(errorBodySchema.safeParse(res.json()).success, what).toBe(true);
        }
      }),
      { seed: seedFor(HISTORY_EXPORT_ROUTE), numRuns: FUZZ_RUNS * 3 },
    );
    expect(outcomes.refused).toBeGreaterThan(0);
    // A success needs a snapshot in the fuzz chain's history (at the default interval).
    if (bounds.length) expect(outcomes.csv).toBeGreaterThan(0);
  });
});
