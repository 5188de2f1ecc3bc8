import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.ts';
import { ChainRunner } from '../../src/node/chain-runner.ts';
import { loadGenesis } from '../../src/node/genesis-file.ts';
import { OutboxFollower } from '../../src/roles/outbox-follower.ts';
import { OutboxWriter } from '../../src/roles/outbox-writer.ts';
import type { Database, Queryable } from '../../src/store/database.ts';
import { initialiseChainState } from '../../src/store/genesis-state.ts';
import { migrate } from '../../src/store/migrate.ts';
import { blockPayload } from '../../src/streams/block-payload.ts';
import { LiveHub } from '../../src/streams/live-hub.ts';
import { publishBlock, Topic } from '../../src/streams/publish-block.ts';
import { TEST_START_TIME } from '../chain-helper.ts';
import { openTestDatabase } from '../test-database.ts';

// The follower of an API process against the writer's outbox, in one process: what a hub fed
// from the outbox publishes must be exactly what the writer's in-process path publishes.
let db: Database;
let chain: ChainRunner;
const direct = new LiveHub();
const followed = new LiveHub();
let follower: OutboxFollower;

/** Everything a hub publishes on these topics, as text: block height, topic, items. */
function record(hub: LiveHub): string[] {
  const seen: string[] = [];
  for (const topic of [Topic.orders, Topic.trades, Topic.candles, Topic.accounts])
    hub.subscribe(topic, undefined, ({ batch, indices }) =>
      seen.push(`${batch.meta.height} ${topic} ${indices.map((i) => batch.jsonAt(i)).join(',')}`),
    );
  return seen;
}
const fromDirect = record(direct);
const fromOutbox = record(followed);

beforeAll(async () => {
  const genesis = await loadGenesis();
  db = await openTestDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const outbox = new OutboxWriter();
  chain = new ChainRunner({
    genesis,
    db,
    seed: 'test',
    blockIntervalMs: 1000,
    historyBlocks: 130,
    startTime: TEST_START_TIME,
    manual: true,
    // As the writer does it: live blocks only.
    writeWithBlocks: (tx, outs) => (chain.isReady() ? outbox.write(tx, outs) : Promise.resolve()),
    onCommit: (out) => publishBlock(direct, out),
  });
  await chain.start();
  follower = new OutboxFollower({
    db,
    hub: followed,
    responseCache: new ResponseCache(1024 * 1024),
    log: () => {},
  });
}, 120_000);
afterAll(() => db.close());

describe('OutboxFollower', () => {
  it('starts after the newest committed block once the history is in place', async () => {
    expect(await follower.tryStart()).toBe(true);
    expect(follower.head()?.height).toBe('130');
  });

  it('publishes missed blocks in order, once, exactly as the writer published them', async () => {
    // Five blocks whose notifications were "lost": one catch-up publishes them all.
    await chain.advance(5);
    follower.notice('135');
    expect(follower.lag()).toBe(5);
    await follower.catchUp();
    expect(follower.head()?.height).toBe('135');
    expect(follower.lag()).toBe(0);
    // Three more, with catch-ups overlapping: still each block once.
    await chain.advance(3);
    await Promise.all([follower.catchUp(), follower.catchUp(), follower.catchUp()]);
    expect(follower.head()?.height).toBe('138');

    const live = fromDirect.filter((line) => Number(line.split(' ')[0]) > 130);
    expect(live.length).toBeGreaterThan(8);
    expect(fromOutbox).toEqual(live);
    expect(new Set(fromOutbox.map((line) => line.split(' ')[0]))).toEqual(
      new Set(['131', '132', '133', '134', '135', '136', '137', '138']),
    );
  }, 60_000);

  it('reads only the topics it has subscribers for; one subscribed meanwhile from the next block', async () => {
    // The database as the follower sees it, noting the topics each outbox row came back with.
    const readTopics = new Set<string>();
    const watching: Queryable = {
      exec: (sql) => db.exec(sql),
      async query<T extends object>(sql: string, params?: readonly unknown[]) {
        const rows = await db.query<T>(sql, params);
        for (const row of rows as { topics?: string[] | null }[])
          for (const topic of row.topics ?? []) readTopics.add(topic);
        return rows;
      },
    };
    const hub = new LiveHub();
    hub.subscribe(Topic.trades, undefined, () => {});
    const positions: string[] = [];
    let subscribeLate: (() => void) | undefined = () =>
      hub.subscribe(Topic.positions, undefined, ({ batch, indices }) =>
        positions.push(`${batch.meta.height} ${indices.map((i) => batch.jsonAt(i)).join(',')}`),
      );
    const second = new OutboxFollower({
      db: watching,
      hub,
      responseCache: new ResponseCache(1024 * 1024),
      // After the first block it publishes (139), while 140 is read already: a new subscriber.
      onLag: () => {
        subscribeLate?.();
        subscribeLate = undefined;
      },
      log: () => {},
    });
    expect(await second.tryStart()).toBe(true);
    const [, last] = await chain.advance(2);
    await second.catchUp();
    expect(second.head()?.height).toBe('140');

    const stored = blockPayload(last!).topics;
    const expected = stored.find(([topic]) => topic === Topic.positions)?.[1] ?? [];
    expect(expected.length).toBeGreaterThan(0);
    expect(positions).toEqual([`140 ${expected.map((p) => JSON.stringify(p)).join(',')}`]);
    // Of the block's topics (orders, accounts, ledger movements, …), only those two were read.
    expect(stored.length).toBeGreaterThan(4);
    expect([...readTopics].sort()).toEqual([Topic.positions, Topic.trades]);
  }, 60_000);
});
