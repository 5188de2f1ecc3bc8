import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { BlockOutput } from '../../src/chain/engine/block/block-output.ts';
import { MAINTENANCE_INTERVAL } from '../../src/node/housekeeping-step.ts';
import { ResponseCache } from '../../src/http/response-cache.ts';
import { touchedBy } from '../../src/http/response-cache-tags.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { probeQueries, type QueryProbe } from './query-probe.ts';

/**
 * Selective invalidation over the real app, chain and PGlite: a commit keeps the cached pages
 * of parties and markets the block did not write, and only those. Wired as server.ts wires it
 * (`blockCommitted(touchedBy(out))` on commit, `clear()` after housekeeping). `oracle` is an
 * app without a cache on the same database: what every answer must be. Whether an answer was
 * computed or stored is told by the database queries it cost (query-probe.ts).
 */

const HISTORY = 120;
/** Short, so that the housekeeping at every MAINTENANCE_INTERVAL blocks deletes rows. */
const RETENTION = 40;
const MB = 1024 * 1024;

let t: ChainTestApp;
let cache: ResponseCache;
let oracle: FastifyInstance;
let probe: QueryProbe;
let housekeepings = 0;

beforeAll(async () => {
  cache = new ResponseCache(64 * MB);
  t = await buildChainTestApp({
    blocks: HISTORY,
    app: { responseCache: cache, rateLimit: false },
    chain: {
      retentionBlocks: RETENTION,
      onCommit: (out) => cache.blockCommitted(touchedBy(out)),
      onHousekeeping: () => {
        housekeepings++;
        cache.clear();
      },
    },
  });
  oracle = await buildApp({ db: t.db, rateLimit: false });
  probe = probeQueries(t.db);
}, 120_000);
afterAll(async () => {
  await oracle.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

/** The cached app's answer, the queries it cost, and the uncached answer right after it. */
async function compare(url: string) {
  const before = probe.count;
  const res = await get(t.app, url);
  const queries = probe.count - before;
  const fresh = await get(oracle, url);
  expect(res.statusCode, url).toBe(200);
  expect(fresh.statusCode, url).toBe(200);
  return { res, queries, fresh };
}

/** Asks the cached app for every URL (computing and storing what is not stored yet). */
async function warm(urls: readonly string[]) {
  for (const url of urls) expect((await get(t.app, url)).statusCode, url).toBe(200);
}

const height = () => t.chain.head().height;

/** Advances so that the next block is not a housekeeping one (those empty the whole cache). */
async function notBeforeHousekeeping() {
  if ((height() + 1n) % MAINTENANCE_INTERVAL === 0n) await t.chain.advance(1);
}

async function oneBlock(): Promise<BlockOutput> {
  const before = housekeepings;
  const [out] = await t.chain.advance(1);
  expect(housekeepings).toBe(before);
  return out!;
}

const parties = () => t.genesis.parties.map((p) => p.id);
const markets = () => t.genesis.markets.map((m) => m.id);
const ordersOf = (party: string) => `/api/v2/orders?filter.partyIds=${party}&pagination.first=20`;

describe('a commit keeps what the block did not touch', () => {
  it('serves an untouched party’s orders from memory and recomputes a touched one’s', async () => {
    await notBeforeHousekeeping();
    const urls = new Map(parties().map((p) => [p, ordersOf(p)]));
    await warm([...urls.values()]);
    const beforeBlock = new Map<string, string>();
    for (const [p, url] of urls) beforeBlock.set(p, (await get(t.app, url)).body);
    const computedIn = height().toString();

    const out = await oneBlock();
    const touched = new Set([...out.orders.values()].map((o) => o.partyId));
    expect(touched.size).toBeGreaterThan(0);
    expect(parties().length - touched.size).toBeGreaterThan(100);

    for (const [p, url] of urls) {
      const { res, queries, fresh } = await compare(url);
      expect(res.body, url).toBe(fresh.body);
      if (touched.has(p)) {
        expect(queries, url).toBeGreaterThan(0);
        expect(res.headers['x-block-height']).toBe(height().toString());
      } else {
        expect(queries, url).toBe(0);
        // Served with the headers of the block it was computed in: its data is that new.
        expect(res.headers['x-block-height']).toBe(computedIn);
      }
    }

    // A party with an order placed in this block: its page shows it (it is the newest).
    const placed = [...out.orders.values()].find(
      (o) => o.createdAt === out.timeNs.toString() && o.version === '1',
    );
    if (!placed) throw new Error('precondition failed: an order placed in the block');
    const page = (await get(t.app, ordersOf(placed.partyId))).json();
    const ids = page.orders.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(ids).toContain(placed.id);
    expect(beforeBlock.get(placed.partyId)).not.toContain(placed.id);
  });

  it('does the same for market pages: trades and orders by market', async () => {
    await notBeforeHousekeeping();
    const tradeUrl = (m: string) => `/api/v2/trades?marketIds=${m}&pagination.first=20`;
    const orderUrl = (m: string) => `/api/v2/orders?filter.marketIds=${m}&pagination.first=20`;
    // Find a block that trades in some markets and not in others (most blocks do).
    let out: BlockOutput | undefined;
    let tradedIn = new Set<string>();
    for (let tries = 0; tries < 10; tries++) {
      await notBeforeHousekeeping();
      await warm(markets().flatMap((m) => [tradeUrl(m), orderUrl(m)]));
      out = await oneBlock();
      tradedIn = new Set(out.trades.map((x) => x.trade.marketId));
      if (tradedIn.size > 0 && tradedIn.size < markets().length) break;
    }
    expect(tradedIn.size).toBeGreaterThan(0);
    expect(tradedIn.size).toBeLessThan(markets().length);
    const ordersIn = new Set([...out!.orders.values()].map((o) => o.marketId));

    for (const m of markets()) {
      const trades = await compare(tradeUrl(m));
      expect(trades.res.body).toBe(trades.fresh.body);
      expect(trades.queries > 0, m).toBe(tradedIn.has(m));
      const orders = await compare(orderUrl(m));
      expect(orders.res.body).toBe(orders.fresh.body);
      expect(orders.queries > 0, m).toBe(ordersIn.has(m));
    }
  });

  it('recomputes, after every block, answers that do not depend on parties or markets only', async () => {
    await notBeforeHousekeeping();
    const someOrder = (await get(oracle, '/api/v2/orders?pagination.first=1')).json().orders
      .edges[0].node.id as string;
    const asset = t.genesis.assets[0]!.id;
    // Untouched by the coming block, in case that mattered (it must not).
    const idle = parties().at(-1)!;
    const urls = [
      '/api/v2/orders?pagination.first=10',
      '/api/v2/orders?filter.statuses=STATUS_ACTIVE&pagination.first=10',
      '/api/v2/trades?pagination.first=10',
      `/api/v2/trades?orderIds=${someOrder}`,
      // A side that names no party matches every party's entries of that asset.
      `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${idle}` +
        `&filter.toAccountFilter.assetId=${asset}&pagination.first=10`,
      `/api/v2/positions?filter.partyIds=${idle}`,
      '/api/v2/markets',
      '/api/v2/net/time',
    ];
    await warm(urls);
    for (const url of urls) expect((await compare(url)).queries, url).toBe(0);
    await oneBlock();
    for (const url of urls) {
      const { res, queries, fresh } = await compare(url);
      expect(queries, url).toBeGreaterThan(0);
      expect(res.body, url).toBe(fresh.body);
    }
  });
});

describe('housekeeping', () => {
  it('empties the cache: retention pruning deletes rows no block output names', async () => {
    // Up to the block before the next housekeeping.
    const target = (height() / MAINTENANCE_INTERVAL + 1n) * MAINTENANCE_INTERVAL - 1n;
    await t.chain.advance(Number(target - height()));
    // Oldest first: the rows the pruning deletes are on these pages.
    const urls = parties().flatMap((p) => [
      `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${p}` +
        `&filter.toAccountFilter.partyIds=${p}&pagination.first=20&pagination.newestFirst=false`,
      `/api/v2/trades?partyIds=${p}&pagination.first=20&pagination.newestFirst=false`,
    ]);
    await warm(urls);
    const before = new Map<string, string>();
    for (const url of urls) before.set(url, (await get(t.app, url)).body);

    const housekeepingsBefore = housekeepings;
    await t.chain.advance(1);
    expect(housekeepings).toBe(housekeepingsBefore + 1);
    expect(cache.size).toBe(0);

    let changed = 0;
    for (const url of urls) {
      const { res, queries, fresh } = await compare(url);
      expect(queries, url).toBeGreaterThan(0);
      expect(res.body, url).toBe(fresh.body);
      if (fresh.body !== before.get(url)) changed++;
    }
    // The pruning did change pages (more than the block's own rows could).
    expect(changed).toBeGreaterThan(100);
  });
});

describe('property: a kept answer is always the answer of the new block', () => {
  it('for every page cached before each block, the cached answer after it equals a fresh one', async () => {
    // A few blocks on each side of a housekeeping.
    const BLOCKS = 8;
    const start = (height() / MAINTENANCE_INTERVAL + 1n) * MAINTENANCE_INTERVAL - 4n;
    if (start > height()) await t.chain.advance(Number(start - height()));

    // Busy parties (market makers, liquidity providers, whales) and every 8th of the others.
    const chosen = t.genesis.parties
      .filter((p, i) => p.role !== 'trader' || i % 8 === 0)
      .map((p) => p.id);
    const asset = t.genesis.assets[0]!.id;
    const [m0, m1] = markets();
    const ledger = 'filter.fromAccountFilter';
    const urls = [
      ...chosen.flatMap((p) => [
        `/api/v2/orders?filter.partyIds=${p}&pagination.first=20`,
        `/api/v2/orders?filter.party_ids=${p.toUpperCase()}&filter.liveOnly=true`,
        `/api/v2/orders?filter.partyIds=${p}&filter.marketIds=${m0}&pagination.newestFirst=false`,
        `/api/v2/trades?partyIds=${p}&pagination.first=20`,
        `/api/v2/ledgerentry/history?${ledger}.partyIds=${p}&pagination.first=20`,
        `/api/v2/ledgerentry/history?filter.to_account_filter.party_ids=${p}&pagination.first=20`,
        `/api/v2/ledgerentry/history?${ledger}.partyIds=${p}` +
          `&filter.toAccountFilter.partyIds=${p}&pagination.first=20`,
        `/api/v2/ledgerentry/history?${ledger}.partyIds=${p}&${ledger}.assetId=${asset}` +
          `&filter.toAccountFilter.accountTypes=ACCOUNT_TYPE_GENERAL&pagination.first=20`,
      ]),
      // Repeated parameters: two parties, two markets.
      `/api/v2/orders?filter.partyIds=${chosen[0]}&filter.partyIds=${chosen.at(-1)}`,
      `/api/v2/trades?partyIds=${chosen[1]}&partyIds=${chosen.at(-2)}`,
      `/api/v2/trades?marketIds=${m0}&marketIds=${m1}&pagination.first=20`,
      ...markets().flatMap((m) => [
        `/api/v2/trades?marketIds=${m}&pagination.first=20`,
        `/api/v2/orders?filter.marketIds=${m}&pagination.first=20`,
      ]),
    ];

    let served = 0;
    let computed = 0;
    let housekept = 0;
    for (let block = 0; block < BLOCKS; block++) {
      await warm(urls);
      const housekeepingsBefore = housekeepings;
      await t.chain.advance(1);
      housekept += housekeepings - housekeepingsBefore;
      for (const url of urls) {
        const { res, queries, fresh } = await compare(url);
        expect(res.body, `block ${height()}: ${url}`).toBe(fresh.body);
        if (queries === 0) served++;
        else computed++;
      }
    }
    // Not vacuous: many answers came from memory, many were recomputed, across a housekeeping.
    expect(housekept).toBe(1);
    expect(served).toBeGreaterThan(urls.length);
    expect(computed).toBeGreaterThan(urls.length);
  }, 240_000);
});
