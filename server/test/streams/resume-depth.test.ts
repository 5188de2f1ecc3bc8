import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMarketDepthResponseSchema, type PriceLevel } from '#contract/market-depth.ts';
import {
  STREAMS,
  marketsDepthStreamResultSchema,
  marketsDepthUpdatesStreamResultSchema,
  parseStreamMessage,
} from '#contract/stream-messages.ts';
import { isResumed, startResumeApp, type ResumeApp } from './resume-app.ts';

// The order book's streams resume from the last block a client merged: the depth updates
// continue in sequence from the stored blocks; the full depth starts over with the current
// books when the blocks are not stored.
let t: ResumeApp;
beforeAll(async () => {
  t = await startResumeApp();
}, 120_000);
afterAll(() => t?.close());

/** The REST snapshot an order book starts from. */
async function latestDepth(marketId: string) {
  const res = await t.app.inject(`/api/v2/market/depth/${marketId}/latest`);
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
    const probe = await t.chain.advance(2);
    const counts = new Map<string, number>();
    for (const u of probe.flatMap((o) => o.depthUpdates))
      counts.set(u.marketId, (counts.get(u.marketId) ?? 0) + 1);
    const [marketId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const path = `${STREAMS.marketsDepthUpdates.path}?marketIds=${marketId}`;
    const updatesOf = async (blocks: number) =>
      (await t.chain.advance(blocks))
        .flatMap((o) => o.depthUpdates)
        .filter((u) => u.marketId === marketId).length;

    const first = await t.open(path);
    const start = await latestDepth(marketId);
    const book: Book = {
      buy: side(start.buy),
      sell: side(start.sell),
      sequence: BigInt(start.sequenceNumber),
    };
    const before = await updatesOf(3);
    await first.until(() => depthUpdates(first.messages).length >= before, 'depth updates');
    const left = t.chain.head().height;
    first.ws.terminate();
    const missed = await updatesOf(4);
    expect(missed).toBeGreaterThan(0);
    const back = await t.open(`${path}&fromHeight=${left}`);
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
    const old = await t.open(`${path}&fromHeight=1`);
    await old.until(() => old.messages.length > 0, 'the verdict');
    expect(old.messages[0]).toMatchObject({ resumed: { fromHeight: '1', whole: false } });
  }, 60_000);
});

describe('the full-depth stream resumed with fromHeight', () => {
  it('starts over with the current depth of each listed market when the blocks are not stored', async () => {
    const marketIds = (
      await t.db.query<{ market_id: string }>(
        'SELECT market_id FROM market_depth ORDER BY market_id LIMIT 2',
      )
    ).map((r) => r.market_id);
    expect(marketIds).toHaveLength(2);
    const path = `${STREAMS.marketsDepth.path}?${marketIds.map((id) => `marketIds=${id}`).join('&')}`;
    // Block 1 is history: the outbox never held it, so the client must drop its books.
    const old = await t.open(`${path}&fromHeight=1`);
    const snapshotOf = (m: unknown) => {
      const message = parseStreamMessage(marketsDepthStreamResultSchema, m);
      return 'result' in message ? message.result.snapshot : undefined;
    };
    await old.until(() => old.messages.some((m) => snapshotOf(m)?.lastPage), 'the depth snapshot');
    expect(old.messages[0]).toEqual({
      resumed: { fromHeight: '1', toHeight: t.chain.head().height.toString(), whole: false },
    });
    // Then the books as REST has them now (no block ran meanwhile: the chain is manual).
    const snapshot = snapshotOf(old.messages[1])!;
    expect(snapshot.lastPage).toBe(true);
    const expected = await Promise.all(marketIds.map((id) => latestDepth(id)));
    expect(
      (snapshot.marketDepth ?? []).map((d) => [d.marketId, d.buy, d.sell, d.sequenceNumber]),
    ).toEqual(expected.map((d) => [d.marketId, d.buy, d.sell, d.sequenceNumber]));

    // A resume the stored blocks cover keeps the client's books: no snapshot.
    const head = t.chain.head().height;
    const kept = await t.open(`${path}&fromHeight=${head}`);
    await kept.until(() => kept.messages.some(isResumed), 'the verdict');
    // Until a block changes one of the books (most blocks do).
    for (let changed = 0, i = 0; changed === 0 && i < 20; i++)
      changed = (await t.chain.advance(1))
        .flatMap((o) => o.depths)
        .filter((d) => marketIds.includes(d.marketId)).length;
    await kept.until(() => kept.messages.some((m) => !isResumed(m)), 'a live update');
    expect(kept.messages.map(snapshotOf).filter(Boolean)).toEqual([]);
  }, 60_000);
});
