import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { touchedBy } from '../http/response-cache-tags.ts';
import type { Queryable } from '../store/database.ts';
import { writeOutbox } from '../store/outbox.ts';
import { blockPayload, type BlockPayload } from '../streams/block-payload.ts';

/**
 * The writer's side of the fan-out: in each block's own transaction it stores the block's
 * stream payload and response-cache tags in the outbox and announces the height
 * (store/outbox.ts). The payloads it made are kept until the in-process hub has published
 * them (`take`), so the `all` role converts each item once and publishes with no extra hop.
 */
export class OutboxWriter {
  private readonly made = new Map<bigint, BlockPayload>();

  /** Blocks and their payloads stored in the outbox so far (a measurement hook). */
  stored = 0;

  /** `writeWithBlocks` of the chain runner. */
  readonly write = async (tx: Queryable, outs: readonly BlockOutput[]): Promise<void> => {
    const rows = outs.map((out) => {
      const payload = blockPayload(out);
      this.made.set(out.height, payload);
      return {
        height: out.height,
        timeNs: out.timeNs,
        topics: payload.topics.map(([topic, items]): [string, string] => [
          topic,
          JSON.stringify(items),
        ]),
        tags: JSON.stringify([...touchedBy(out)]),
      };
    });
    await writeOutbox(tx, rows);
    this.stored += rows.length;
  };

  /**
   * The payload stored for a committed block, once (onCommit publishes it). A block whose
   * transaction failed is dropped with the next one's call.
   */
  take(height: bigint): BlockPayload | undefined {
    const payload = this.made.get(height);
    for (const h of this.made.keys()) if (h <= height) this.made.delete(h);
    return payload;
  }
}
