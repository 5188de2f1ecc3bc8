import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS } from '#contract/stream-messages.ts';
import { buildApp } from '../../src/app.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { OutboxWriter } from '../../src/roles/outbox-writer.ts';
import type { Database } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { blockPayload, publishPayload } from '../../src/streams/block-payload.ts';
import { LiveHub } from '../../src/streams/live-hub.ts';
import { MemoryReplay } from '../../src/streams/memory-replay.ts';
import { outboxReplay } from '../../src/streams/outbox-replay.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { StreamClient } from '../streams/ws-client.ts';
import { openTestDatabase } from '../test-database.ts';

// Resumable streams (our extension): a subscriber reconnecting with the last height it merged
// receives exactly what an uninterrupted subscriber (opened with withHeight, as a resuming
// client is) received meanwhile.
let db: Database;
let chain: ChainRunner;
let app: FastifyInstance;
let base: string;
let memoryApp: FastifyInstance;
let memoryBase: string;
const HISTORY = 130;

beforeAll(async () => {
  const genesis = await loadGenesis();
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const hub = new LiveHub();
  const memory = new MemoryReplay();
  const outbox = new OutboxWriter();
  chain = new ChainRunner({
    genesis,
    db,
    seed: 'test',
    blockIntervalMs: 1000,
    historyBlocks: HISTORY,
    startTime: TEST_START_TIME,
    manual: true,
    writeWithBlocks: (tx, outs) => (chain.isReady() ? outbox.write(tx, outs) : Promise.resolve()),
    onCommit: (out) => {
      const payload = blockPayload(out);
      memory.add(payload);
      publishPayload(hub, payload);
    },
  });
  await chain.start();
  app = await buildApp({
    db,
    hub,
    isReady: () => chain.isReady(),
    streams: { replay: outboxReplay(db, () => chain.head().height) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The embedded all-role's replay: the last blocks published, kept in memory.
  memoryApp = await buildApp({
    db,
    hub,
    isReady: () => chain.isReady(),
    streams: { replay: memory },
  });
  await memoryApp.listen({ port: 0, host: '127.0.0.1' });
  const memoryAddress = memoryApp.server.address();
  memoryBase = `ws://127.0.0.1:${typeof memoryAddress === 'object' && memoryAddress ? memoryAddress.port : 0}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await memoryApp?.close();
  await db?.close();
});

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('fromHeight', () => {
  it('replays the missed blocks, then goes live, exactly as an uninterrupted stream', async () => {
    const path = `${base}${STREAMS.trades.path}`;
    const steady = await StreamClient.connect(`${path}?withHeight=true`);
    // The live blocks before the reconnecting one dropped: it had merged up to `left`.
    await chain.advance(2);
    const left = chain.head().height;
    await settle();
    const before = steady.messages.length;
    await chain.advance(4);
    const back = await StreamClient.connect(`${path}?fromHeight=${left}`);
    await chain.advance(3);
    await settle();
    const missedAndLive = steady.messages.slice(before);
    expect(missedAndLive.length).toBeGreaterThan(4);
    // The replay, the verdict (every block after `left` up to the head it opened at), then live.
    const verdict = back.messages.findIndex((m) => typeof m === 'object' && m && 'resumed' in m);
    expect(back.messages[verdict]).toEqual({
      resumed: { fromHeight: left.toString(), toHeight: (left + 4n).toString(), whole: true },
    });
    expect(back.messages.filter((_, i) => i !== verdict)).toEqual(missedAndLive);
    // Every replayed update names a block after `left` up to the verdict's head.
    for (const m of back.messages.slice(0, verdict) as { height: string }[]) {
      expect(BigInt(m.height)).toBeGreaterThan(left);
      expect(BigInt(m.height)).toBeLessThanOrEqual(left + 4n);
    }
    steady.ws.terminate();
    back.ws.terminate();
  }, 60_000);

  it('falls back to live only when the height is older than the outbox holds', async () => {
    const path = `${base}${STREAMS.trades.path}`;
    const steady = await StreamClient.connect(`${path}?withHeight=true`);
    // Block 1 was history: never stored, so no replay at all (never a partial one).
    const old = await StreamClient.connect(`${path}?fromHeight=1`);
    await chain.advance(2);
    await settle();
    expect(steady.messages.length).toBeGreaterThan(0);
    // First the verdict: the range is not whole, the client must re-read its snapshot.
    const head = chain.head().height - 2n;
    expect(old.messages[0]).toEqual({
      resumed: { fromHeight: '1', toHeight: head.toString(), whole: false },
    });
    expect(old.messages.slice(1)).toEqual(steady.messages);
    steady.ws.terminate();
    old.ws.terminate();
  }, 60_000);

  it('replays from the in-memory ring as from the outbox (embedded PGlite keeps no outbox)', async () => {
    const path = `${memoryBase}${STREAMS.trades.path}`;
    const steady = await StreamClient.connect(`${path}?withHeight=true`);
    await chain.advance(2);
    const left = chain.head().height;
    await settle();
    const before = steady.messages.length;
    await chain.advance(3);
    const back = await StreamClient.connect(`${path}?fromHeight=${left}`);
    await chain.advance(2);
    await settle();
    const missedAndLive = steady.messages.slice(before);
    expect(missedAndLive.length).toBeGreaterThan(3);
    expect(back.messages[0]).not.toHaveProperty('resumed');
    const verdict = back.messages.findIndex((m) => typeof m === 'object' && m && 'resumed' in m);
    expect(back.messages[verdict]).toEqual({
      resumed: { fromHeight: left.toString(), toHeight: (left + 3n).toString(), whole: true },
    });
    expect(back.messages.filter((_, i) => i !== verdict)).toEqual(missedAndLive);
    // Older than the ring: the verdict says so and nothing is replayed.
    const old = await StreamClient.connect(`${path}?fromHeight=1`);
    await old.waitForMessages(1);
    expect(old.messages[0]).toMatchObject({ resumed: { fromHeight: '1', whole: false } });
    steady.ws.terminate();
    back.ws.terminate();
    old.ws.terminate();
  }, 60_000);

  it('refuses a fromHeight that is not a height', async () => {
    const bad = await StreamClient.connect(`${base}${STREAMS.trades.path}?fromHeight=-3`);
    const closed = await bad.closed;
    expect(closed.code).toBe(1008);
    expect(bad.messages).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({ code: 3 }) as unknown,
      }),
    ]);
  }, 30_000);
});
