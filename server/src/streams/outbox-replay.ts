import type { Queryable } from '../store/database.ts';
import { countOutbox, readOutboxAfter, type OutboxRow } from '../store/outbox.ts';
import { Topic, type BlockPayload } from './block-payload.ts';
import { CandleUpdate } from './candle-update.ts';
import { PublishedBatch } from './live-hub.ts';

/** Rows read per query while replaying. */
const CHUNK = 20;

/**
 * Where a stream opened with `fromHeight` finds the updates it missed (stream-route.ts): the
 * blocks this process has published, as stored in the outbox.
 */
export interface StreamReplay {
  /** The newest block this process has published to its hub (undefined before the first). */
  head(): bigint | undefined;
  /**
   * Whether every block after `after` up to `upTo` is stored (true for an empty range): only
   * then is the range replayed, never part of it.
   */
  holds(after: bigint, upTo: bigint): Promise<boolean>;
  /**
   * One topic's batches of the blocks after `after` up to `upTo`, in order; nothing at all
   * when the outbox no longer holds the block after `after` (older than its retention).
   */
  batches(topic: string, after: bigint, upTo: bigint): AsyncIterable<PublishedBatch>;
}

export function outboxReplay(db: Queryable, head: () => bigint | undefined): StreamReplay {
  return {
    head,
    async holds(after, upTo) {
      return upTo <= after || (await countOutbox(db, after, upTo)) === upTo - after;
    },
    async *batches(topic, after, upTo) {
      // Every block of the range stored, or no replay at all: never a partial one.
      if (upTo <= after || (await countOutbox(db, after, upTo)) !== upTo - after) return;
      let next = after + 1n;
      while (next <= upTo) {
        const rows = await readOutboxAfter(db, next - 1n, CHUNK, [topic]);
        if (rows.length === 0) return;
        for (const row of rows) {
          if (row.height > upTo) return;
          const batch = payloadBatch(rowPayload(row), topic);
          if (batch) yield batch;
          next = row.height + 1n;
        }
      }
    },
  };
}

/** A stored block as the payload it was made from (with the topics the row was read with). */
export function rowPayload(row: OutboxRow): BlockPayload {
  return {
    meta: { height: row.height.toString(), time: row.timeNs.toString() },
    topics: row.topics.map(([topic, items]) => [topic, JSON.parse(items) as unknown[]]),
  };
}

/** One topic's items of a stored block payload as the hub publishes them (none: undefined). */
export function payloadBatch(payload: BlockPayload, topic: string): PublishedBatch | undefined {
  const items = payload.topics.find(([t]) => t === topic)?.[1];
  if (!items?.length) return undefined;
  const hubItems =
    topic === Topic.candles
      ? (items as { candleId: string; candle: unknown }[]).map(
          (c) => new CandleUpdate(c.candleId, c.candle),
        )
      : items;
  return new PublishedBatch(topic, hubItems, payload.meta);
}
