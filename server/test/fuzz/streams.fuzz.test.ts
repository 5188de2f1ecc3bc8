import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors.ts';
import { parseStreamMessage, STREAMS } from '#contract/stream-messages.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { RefusedUpgrade, StreamClient } from '../streams/ws-client.ts';
import { collectFuzzSamples, type FuzzSamples } from './fuzz-samples.ts';
import { FUZZ_RUNS, seedFor } from './fuzz-settings.ts';
import { queryOf } from './param-arbitraries.ts';
import { buildQuery } from './query-values.ts';
import { SNAPSHOT_STREAMS, STREAM_ROUTES } from './stream-routes.ts';

/**
 * Every stream's query parameters, fuzzed over real WebSocket upgrades: a bad filter gets one
 * `{"error": …}` (spec §7) and close 1008, or the upgrade is refused with a 4xx and the spec
 * body; a good one stays open (a snapshot stream sends its pages). Never a 5xx, a 1011 close or
 * a message off contract.
 */
let t: ChainTestApp;
let samples: FuzzSamples;
let base: string;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 30, app: { rateLimit: false } });
  samples = await collectFuzzSamples(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => t?.close());

/** The ws client answers pings itself; these are the members used here, beyond WsClient's. */
interface Pingable {
  ping(): void;
  once(event: 'pong', listener: () => void): void;
}

/**
 * After the pong to our ping, any refusal of the filter has been sent: the server parses the
 * filter as the connection opens, before it reads our ping frame.
 */
const roundTrip = (client: StreamClient) =>
  Promise.race([
    client.closed,
    new Promise<void>((resolve) => {
      const ws = client.ws as unknown as Pingable;
      ws.once('pong', resolve);
      // A refused filter may close the socket before the ping goes out; `closed` answers then.
      if (client.closeInfo === undefined && client.ws.readyState === 1) ws.ping();
    }),
  ]);

describe('stream fuzz (real WebSocket upgrades)', () => {
  it.each(Object.entries(STREAM_ROUTES))('%s', async (path, route) => {
    const schema = STREAMS[route.name].result;
    const outcomes = { open: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(queryOf(route.query, samples), async (query) => {
        const qs = buildQuery(query);
        const url = `${base}${path}${qs ? `?${qs}` : ''}`;
        const what = url.slice(0, 300);
        let client: StreamClient;
        try {
          client = await StreamClient.connect(url);
        } catch (error) {
          if (!(error instanceof RefusedUpgrade)) throw error;
          expect(error.status, `${what} refused with ${error.status}`).toBeLessThan(500);
          expect(
            errorBodySchema.safeParse(JSON.parse(error.body)).success,
            `${what}: ${error.body}`,
          ).toBe(true);
          outcomes.refused++;
          return;
        }
        try {
          await roundTrip(client);
          const refused = client.messages.some(
            (m) => typeof m === 'object' && m !== null && 'error' in m,
          );
          if (refused) {
            outcomes.refused++;
            const closed = await client.closed;
            expect(closed.code, `${what} closed with ${closed.code}`).toBe(1008);
            expect(client.messages, what).toHaveLength(1);
            const [message] = client.messages as { error: unknown }[];
            expect(
              errorBodySchema.safeParse(message!.error).success,
              `${what}: ${JSON.stringify(message)}`,
            ).toBe(true);
          } else {
            outcomes.open++;
            expect(client.closeInfo, `${what} closed without an error message`).toBeUndefined();
            if (SNAPSHOT_STREAMS.has(route.name)) {
              await client.until(
                () =>
                  client.closeInfo !== undefined ||
                  client.messages.some((m) => JSON.stringify(m).includes('"lastPage":true')),
                `${what}: the last snapshot page`,
              );
            }
            // Whatever arrived (snapshot pages) is a result on contract, or with fromHeight the
            // replay's verdict (our extension); the socket stays open.
            for (const raw of client.messages) {
              const resumed = typeof raw === 'object' && raw !== null && 'resumed' in raw;
              if (resumed) expect(url, what).toMatch(/[?&]fromHeight=/);
              else expect(raw, what).toHaveProperty('result');
              expect(() => parseStreamMessage(schema, raw), what).not.toThrow();
            }
            expect(client.closeInfo, what).toBeUndefined();
          }
        } finally {
          client.ws.terminate();
        }
      }),
      { seed: seedFor(path), numRuns: FUZZ_RUNS },
    );
    // Both outcomes were exercised (a stream without filters has nothing to refuse).
    expect(outcomes.open).toBeGreaterThan(0);
    if (Object.keys(route.query).length > 0) expect(outcomes.refused).toBeGreaterThan(0);
  });
});
