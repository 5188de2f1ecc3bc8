import { describe, expect, it } from 'vitest';
import type { BlockPayload } from './block-payload.ts';
import { CandleUpdate } from './candle-update.ts';
import { MemoryReplay } from './memory-replay.ts';

/** Block `h` with one trade `t<h>`; every third block also an order. */
const block = (h: number): BlockPayload => ({
  meta: { height: String(h), time: String(h * 1_000) },
  topics: [
    ['trades', [{ id: `t${h}` }]],
    ...(h % 3 === 0 ? ([['orders', [{ id: `o${h}` }]]] as [string, unknown[]][]) : []),
  ],
});

const collect = async (replay: MemoryReplay, topic: string, after: bigint, upTo: bigint) => {
  const out: { height: string; items: unknown[] }[] = [];
  for await (const b of replay.batches(topic, after, upTo))
    out.push({ height: b.meta.height, items: [...b.items] });
  return out;
};

describe('MemoryReplay', () => {
  it('replays the blocks after a height up to the asked head, topic by topic', async () => {
    const replay = new MemoryReplay(10);
    for (let h = 5; h <= 12; h++) replay.add(block(h));
    expect(replay.head()).toBe(12n);
    expect(await replay.holds(7n, 11n)).toBe(true);
    expect(await collect(replay, 'trades', 7n, 11n)).toEqual([
      { height: '8', items: [{ id: 't8' }] },
      { height: '9', items: [{ id: 't9' }] },
      { height: '10', items: [{ id: 't10' }] },
      { height: '11', items: [{ id: 't11' }] },
    ]);
    // Blocks without the topic send nothing.
    expect(await collect(replay, 'orders', 4n, 12n)).toEqual([
      { height: '6', items: [{ id: 'o6' }] },
      { height: '9', items: [{ id: 'o9' }] },
      { height: '12', items: [{ id: 'o12' }] },
    ]);
  });

  it('holds an empty range, and nothing of a range reaching before its oldest block', async () => {
    const replay = new MemoryReplay(3);
    for (let h = 1; h <= 6; h++) replay.add(block(h)); // keeps 4, 5, 6
    expect(await replay.holds(6n, 6n)).toBe(true);
    expect(await replay.holds(3n, 6n)).toBe(true);
    expect(await replay.holds(2n, 6n)).toBe(false);
    expect(await collect(replay, 'trades', 2n, 6n)).toEqual([]);
    // Past the head: not held (the process has not published those blocks).
    expect(await replay.holds(4n, 7n)).toBe(false);
  });

  it('starts over after a gap in heights: a range across it is never whole', async () => {
    const replay = new MemoryReplay(10);
    for (const h of [1, 2, 3, 7, 8]) replay.add(block(h));
    expect(await replay.holds(2n, 8n)).toBe(false);
    expect(await replay.holds(6n, 8n)).toBe(true);
    expect(await collect(replay, 'trades', 6n, 8n)).toHaveLength(2);
  });

  it('knows no head before its first block', async () => {
    const replay = new MemoryReplay();
    expect(replay.head()).toBeUndefined();
    expect(await replay.holds(0n, 1n)).toBe(false);
  });

  it('hands candles to the hub with their ids, as a live publish does', async () => {
    const replay = new MemoryReplay(2);
    replay.add({
      meta: { height: '1', time: '1' },
      topics: [['candles', [{ candleId: 'c1', candle: { open: '5' } }]]],
    });
    const [batch] = await collect(replay, 'candles', 0n, 1n);
    expect(batch!.items).toEqual([new CandleUpdate('c1', { open: '5' })]);
  });
});
