import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceSchema, type AccountBalance } from '#contract/account.ts';
import { latestMarketDepthResponseSchema, type PriceLevel } from '#contract/market-depth.ts';
import {
  STREAMS,
  accountsStreamResultSchema,
  marketsDepthStreamResultSchema,
  marketsDepthUpdatesStreamResultSchema,
  parseStreamMessage,
} from '#contract/stream-messages.ts';
import { buildApp } from '../../src/app.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { OutboxWriter } from '../../src/roles/outbox-writer.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { blockPayload, publishPayload } from '../../src/streams/block-payload.ts';
import { LiveHub } from '../../src/streams/live-hub.ts';
import { outboxReplay } from '../../src/streams/outbox-replay.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { StreamClient } from './ws-client.ts';
import { openTestDatabase } from '../test-database.ts';

// The snapshot streams (accounts here) and the order book's depth updates resume
// from the last block a client merged. A reconnect that the stored blocks cover sends no new
// snapshot, only the missed updates; a height older than the stored blocks says `whole: false`
// and sends a fresh snapshot. The replay source is the outbox (on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL), as the chain + api roles run it.
let db: Database;
let chain: ChainRunner;
let app: FastifyInstance;
let base: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  const genesis = await loadGenesis();
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const hub = new LiveHub();
  const outbox = new OutboxWriter();
  chain = new ChainRunner({
    genesis,
    db,
    seed: 'test',
    blockIntervalMs: 1000,
    historyBlocks: 60,
    startTime: TEST_START_TIME,
    manual: true,
    writeWithBlocks: (tx, outs) => (chain.isReady() ? outbox.write(tx, outs) : Promise.resolve()),
    onCommit: (out) => publishPayload(hub, blockPayload(out)),
  });
  await chain.start();
  app = await buildApp({
    db,
    hub,
    rateLimit: false,
    isReady: () => chain.isReady(),
    streams: { replay: outboxReplay(db, () => chain.head().height) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(async () => {
  for (const client of clients) client.ws.terminate();
  await chain?.stop();
  await app?.close();
  await db?.close();
});

async function open(path: string): Promise<StreamClient> {
  const client = await StreamClient.connect(`${base}${path}`);
  clients.push(client);
  return client;
}

type Wire = { result?: unknown; height?: string; resumed?: unknown };
const isResumed = (m: unknown) => typeof m === 'object' && m !== null && 'resumed' in m;
const resultsOf = (messages: readonly unknown[]) =>
  messages
    .filter((m) => !isResumed(m))
    .map((m) => {
      const message = parseStreamMessage(accountsStreamResultSchema, m);
      if (!('result' in message)) throw new Error(`unexpected ${JSON.stringify(m)}`);
      return message.result;
    });
const snapshotPages = (messages: readonly unknown[]) =>
  resultsOf(messages).filter((r) => r.snapshot !== undefined);
const accountUpdates = (messages: readonly unknown[]) =>
  resultsOf(messages).flatMap((r) => r.updates?.accounts ?? []);

const accountKey = (a: AccountBalance) => `${a.owner}/${a.asset}/${a.marketId}/${a.type}`;

/** A client's accounts: the last complete snapshot, then every update in order (last wins). */
function accountState(messages: readonly unknown[]): Record<string, string> {
  let held = new Map<string, string>();
  let building = new Map<string, string>();
  for (const result of resultsOf(messages)) {
    if (result.snapshot) {
      for (const a of result.snapshot.accounts ?? []) building.set(accountKey(a), a.balance);
      if (result.snapshot.lastPage) [held, building] = [building, new Map()];
    }
    for (const a of result.updates?.accounts ?? []) held.set(accountKey(a), a.balance);
  }
  return Object.fromEntries([...held].sort(([a], [b]) => a.localeCompare(b)));
}

/** What the accounts table holds for the party now, in the same form. */
async function storedAccounts(party: string): Promise<Record<string, string>> {
  const rows = await db.query<{
    asset_id: string;
    market_id: string;
    type: string;
    balance: string;
  }>('SELECT asset_id, market_id, type, balance::text AS balance FROM accounts WHERE owner = $1', [
    party,
  ]);
  const accounts = rows.map((r) =>
    accountBalanceSchema.parse({
      owner: party,
      asset: r.asset_id,
      marketId: r.market_id,
      type: r.type,
      balance: r.balance,
    }),
  );
  return Object.fromEntries(
    accounts.map((a) => [accountKey(a), a.balance]).sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** The party with most positions: it trades, so its balances move in most blocks. */
async function activeParty(): Promise<string> {
  const [row] = await db.query<{ party_id: string }>(
    'SELECT party_id FROM positions GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 1',
  );
  return row!.party_id;
}

/** Advances the chain and waits until the watchers received the party's updates of those blocks. */
async function advanceSeen(blocks: number, party: string, watchers: readonly StreamClient[]) {
  const held = watchers.map((w) => accountUpdates(w.messages).length);
  const outputs = await chain.advance(blocks);
  const count = outputs.flatMap((o) => o.accounts).filter((a) => a.owner === party).length;
  const targets = held.map((n) => n + count);
  for (const [i, w] of watchers.entries())
    await w.until(() => accountUpdates(w.messages).length >= targets[i]!, 'account updates');
  return count;
}

describe('a snapshot stream resumed with fromHeight', () => {
  it('replays the missed updates without a new snapshot and ends as an uninterrupted one', async () => {
    const party = await activeParty();
    const path = `${STREAMS.accounts.path}?partyId=${party}`;
    const steady = await open(path);
    const first = await open(path);
    for (const c of [steady, first])
      await c.until(() => snapshotPages(c.messages).some((p) => p.snapshot?.lastPage), 'snapshot');
    expect(await advanceSeen(3, party, [steady, first])).toBeGreaterThan(0);
    // The socket drops with every update of the blocks up to `left` merged.
    const left = chain.head().height;
    first.ws.terminate();
    const missed = await advanceSeen(4, party, [steady]);
    expect(missed).toBeGreaterThan(0);
    const back = await open(`${path}&fromHeight=${left}`);
    await back.until(() => back.messages.some(isResumed), 'the verdict');
    await advanceSeen(3, party, [steady, back]);

    // No second snapshot: the missed blocks' updates, the verdict, then live updates.
    expect(snapshotPages(back.messages)).toEqual([]);
    const verdict = back.messages.findIndex(isResumed);
    expect(back.messages[verdict]).toEqual({
      resumed: { fromHeight: left.toString(), toHeight: (left + 4n).toString(), whole: true },
    });
    for (const m of back.messages.slice(0, verdict) as Wire[]) {
      expect(BigInt(m.height!)).toBeGreaterThan(left);
      expect(BigInt(m.height!)).toBeLessThanOrEqual(left + 4n);
    }
    expect(accountUpdates(back.messages.slice(0, verdict))).toHaveLength(missed);
    // Both views end equal, and equal to the table.
    const resumed = accountState([...first.messages, ...back.messages]);
    expect(resumed).toEqual(accountState(steady.messages));
    expect(resumed).toEqual(await storedAccounts(party));
  }, 60_000);

  it('sends whole:false, then a fresh snapshot, for a height older than the stored blocks', async () => {
    const party = await activeParty();
    const path = `${STREAMS.accounts.path}?partyId=${party}`;
    // Block 1 is history: the outbox never held it.
    const old = await open(`${path}&fromHeight=1`);
    await old.until(
      () => snapshotPages(old.messages).some((p) => p.snapshot?.lastPage),
      'snapshot',
    );
    const head = chain.head().height;
    expect(old.messages[0]).toEqual({
      resumed: { fromHeight: '1', toHeight: head.toString(), whole: false },
    });
    expect(accountState(old.messages)).toEqual(await storedAccounts(party));
    expect(accountUpdates(old.messages)).toEqual([]);
  }, 60_000);
});

/** The REST snapshot an order book starts from. */
async function latestDepth(marketId: string) {
  const res = await app.inject(`/api/v2/market/depth/${marketId}/latest`);
  return latestMarketDepthResponseSchema.parse(res.json());
}

interface Book {
  buy: Map<string, string>;
  sell: Map<string, string>;
  sequence: bigint;
}
const side = (levels: readonly PriceLevel[]) =>
  new Map(levels.filter((l) => BigInt(l.volume) > 0n).map((l) => [l.price, l.volume]));
const applyLevels = (held: Map<string, string>, levels: readonly PriceLevel[]) => {
  for (const l of levels)
    if (BigInt(l.volume) === 0n) held.delete(l.price);
    else held.set(l.price, l.volume);
};
const depthUpdates = (messages: readonly unknown[]) =>
  messages
    .filter((m) => !isResumed(m))
    .flatMap((m) => {
      const message = parseStreamMessage(marketsDepthUpdatesStreamResultSchema, m);
      if (!('result' in message)) throw new Error(`unexpected ${JSON.stringify(m)}`);
      return message.result.update;
    });

/** Applies updates by the sequence rule: older ones skipped, a gap is a failure here. */
function applyDepth(book: Book, messages: readonly unknown[]) {
  for (const u of depthUpdates(messages)) {
    const sequence = BigInt(u.sequenceNumber);
    if (sequence <= book.sequence) continue;
    expect(BigInt(u.previousSequenceNumber), 'no sequence gap').toBe(book.sequence);
    applyLevels(book.buy, u.buy);
    applyLevels(book.sell, u.sell);
    book.sequence = sequence;
  }
  return book;
}

describe('the depth updates stream resumed with fromHeight', () => {
  it('continues the order book in sequence: it ends equal to the latest depth', async () => {
    // The market whose book moves most in the next blocks.
    const probe = await chain.advance(2);
    const counts = new Map<string, number>();
    for (const u of probe.flatMap((o) => o.depthUpdates))
      counts.set(u.marketId, (counts.get(u.marketId) ?? 0) + 1);
    const [marketId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const path = `${STREAMS.marketsDepthUpdates.path}?marketIds=${marketId}`;
    const updatesOf = async (blocks: number) =>
      (await chain.advance(blocks))
        .flatMap((o) => o.depthUpdates)
        .filter((u) => u.marketId === marketId).length;

    const first = await open(path);
    const start = await latestDepth(marketId);
    const book: Book = {
      buy: side(start.buy),
      sell: side(start.sell),
      sequence: BigInt(start.sequenceNumber),
    };
    const before = await updatesOf(3);
    await first.until(() => depthUpdates(first.messages).length >= before, 'depth updates');
    const left = chain.head().height;
    first.ws.terminate();
    const missed = await updatesOf(4);
    expect(missed).toBeGreaterThan(0);
    const back = await open(`${path}&fromHeight=${left}`);
    await back.until(() => back.messages.some(isResumed), 'the verdict');
    const live = await updatesOf(3);
    await back.until(() => depthUpdates(back.messages).length >= missed + live, 'depth updates');

    expect(back.messages.find(isResumed)).toEqual({
      resumed: { fromHeight: left.toString(), toHeight: (left + 4n).toString(), whole: true },
    });
    applyDepth(book, first.messages);
    applyDepth(book, back.messages);
    const end = await latestDepth(marketId);
    expect(book.sequence).toBe(BigInt(end.sequenceNumber));
    expect(Object.fromEntries(book.buy)).toEqual(Object.fromEntries(side(end.buy)));
    expect(Object.fromEntries(book.sell)).toEqual(Object.fromEntries(side(end.sell)));
    // A height the outbox no longer holds: the verdict says so first; the book re-reads REST.
    const old = await open(`${path}&fromHeight=1`);
    await old.until(() => old.messages.length > 0, 'the verdict');
    expect(old.messages[0]).toMatchObject({ resumed: { fromHeight: '1', whole: false } });
  }, 60_000);
});

describe('the full-depth stream resumed with fromHeight', () => {
  it('starts over with the current depth of each listed market when the blocks are not stored', async () => {
    const marketIds = (
      await db.query<{ market_id: string }>(
        'SELECT market_id FROM market_depth ORDER BY market_id LIMIT 2',
      )
    ).map((r) => r.market_id);
    expect(marketIds).toHaveLength(2);
    const path = `${STREAMS.marketsDepth.path}?${marketIds.map((id) => `marketIds=${id}`).join('&')}`;
    // Block 1 is history: the outbox never held it, so the client must drop its books.
    const old = await open(`${path}&fromHeight=1`);
    const snapshotOf = (m: unknown) => {
      const message = parseStreamMessage(marketsDepthStreamResultSchema, m);
      return 'result' in message ? message.result.snapshot : undefined;
    };
    await old.until(() => old.messages.some((m) => snapshotOf(m)?.lastPage), 'the depth snapshot');
    expect(old.messages[0]).toEqual({
      resumed: { fromHeight: '1', toHeight: chain.head().height.toString(), whole: false },
    });
    // Then the books as REST has them now (no block ran meanwhile: the chain is manual).
    const snapshot = snapshotOf(old.messages[1])!;
    expect(snapshot.lastPage).toBe(true);
    const expected = await Promise.all(marketIds.map((id) => latestDepth(id)));
    expect(
      (snapshot.marketDepth ?? []).map((d) => [d.marketId, d.buy, d.sell, d.sequenceNumber]),
    ).toEqual(expected.map((d) => [d.marketId, d.buy, d.sell, d.sequenceNumber]));

    // A resume the stored blocks cover keeps the client's books: no snapshot.
    const head = chain.head().height;
    const kept = await open(`${path}&fromHeight=${head}`);
    await kept.until(() => kept.messages.some(isResumed), 'the verdict');
    // Until a block changes one of the books (most blocks do).
    for (let changed = 0, i = 0; changed === 0 && i < 20; i++)
      changed = (await chain.advance(1))
        .flatMap((o) => o.depths)
        .filter((d) => marketIds.includes(d.marketId)).length;
    await kept.until(() => kept.messages.some((m) => !isResumed(m)), 'a live update');
    expect(kept.messages.map(snapshotOf).filter(Boolean)).toEqual([]);
  }, 60_000);
});
