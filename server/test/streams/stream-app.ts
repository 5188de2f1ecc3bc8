import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { invalidArgument, DetailCode } from '../../src/http/api-error.ts';
import type { TrustProxy } from '../../src/config.ts';
import type { Database } from '../../src/store/database.ts';
import type { LiveHub } from '../../src/streams/live-hub.ts';
import { registerStream, type StreamQuery } from '../../src/streams/stream-route.ts';
import type { StreamingOptions } from '../../src/streams/streaming.ts';

/** What the test-only topic carries (already "stream encoded": plain JSON values). */
export interface TestItem {
  id: number;
  party: string;
  pad?: string;
}

export interface TestFilter {
  party?: string | undefined;
}

export const TOPIC = 'test-items';

const unused = () => Promise.reject(new Error('these tests use no database'));
/** The streams under test never touch the store; building the app needs one, so a stub. */
export const noDatabase: Database = {
  kind: 'pglite',
  query: unused,
  exec: unused,
  transaction: unused,
  close: async () => {},
};
export const meta = (height: number) => ({ height: String(height), time: `${height}000000000` });

/**
 * The real app (no REST routes used) listening on a random loopback port, with two test-only
 * streams: `/test/stream/orders` (snapshot under "orders", updates in batches) and
 * `/test/stream/each` (no snapshot, one `{candle: item}` message per item).
 */
export interface StreamApp {
  app: FastifyInstance;
  hub: LiveHub;
  url(path: string): string;
  /** Items the orders stream's snapshot yields (pages of 50), and hooks into its progress. */
  snapshot: {
    items: TestItem[];
    /** Awaited after the second page has been yielded (the first is sent by then). */
    afterSecondPage?: () => Promise<void>;
  };
  /** Update messages the orders stream has built (wrapUpdates calls). */
  built: { updates: number };
  close(): Promise<void>;
}

export async function startStreamApp(
  streams: StreamingOptions = {},
  hub?: LiveHub,
  trustProxy?: TrustProxy,
): Promise<StreamApp> {
  const app = await buildApp({ db: noDatabase, streams, hub, rateLimit: false, trustProxy });
  const snapshot: StreamApp['snapshot'] = { items: [] };
  const built = { updates: 0 };

  const parseFilter = (query: StreamQuery): TestFilter => {
    const party = query.partyId;
    if (party === undefined) return {};
    if (typeof party !== 'string' || !/^[a-z]+$/.test(party))
      throw invalidArgument(DetailCode.INVALID_FILTER, 'partyId must be lowercase letters');
    return { party };
  };
  const matches = (filter: TestFilter, item: TestItem) =>
    filter.party === undefined || item.party === filter.party;

  registerStream<TestFilter, TestItem>(app, {
    path: '/test/stream/orders',
    topic: TOPIC,
    parseFilter,
    matches,
    snapshotKey: 'orders',
    async *snapshot(filter) {
      const items = snapshot.items.filter((item) => matches(filter, item));
      for (let i = 0, page = 0; i < items.length; i += 50, page++) {
        yield items.slice(i, i + 50);
        if (page === 1) await snapshot.afterSecondPage?.();
      }
    },
    wrapUpdates: (items) => {
      built.updates++;
      return { updates: { orders: items } };
    },
  });
  registerStream<TestFilter, TestItem>(app, {
    paths: ['/test/stream/each', '/test/stream/each-alias'],
    topic: TOPIC,
    parseFilter,
    matches,
    itemsPerMessage: 1,
    wrapUpdates: ([item]) => ({ candle: item }),
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    hub: app.hub,
    url: (path) => `ws://127.0.0.1:${port}${path}`,
    snapshot,
    built,
    close: () => app.close(),
  };
}

export const items = (from: number, count: number, party = 'alice', pad = ''): TestItem[] =>
  Array.from({ length: count }, (_, k) => ({ id: from + k, party, ...(pad ? { pad } : {}) }));

/** Resolves when `predicate` holds, polling. */
export async function eventually(predicate: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
