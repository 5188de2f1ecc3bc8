import type { BlockPayload } from './block-payload.ts';
import { payloadBatch, type StreamReplay } from './outbox-replay.ts';

/**
 * Blocks the in-memory replay keeps by default: two minutes of live blocks at one a second.
 * A block's payload is up to ~250 kB (outbox-bench.ts), so this bounds it near 30 MB.
 */
export const MEMORY_REPLAY_BLOCKS = 120;

/**
 * fromHeight without the outbox (embedded PGlite keeps none, chain-node.ts): the all-role keeps
 * the payloads of the last `capacity` blocks it published, the very objects it published, and
 * replays from them. A process restart forgets them: the client then gets `whole: false` and
 * re-reads its snapshot, as for a height older than the ring.
 */
export class MemoryReplay implements StreamReplay {
  private readonly ring: BlockPayload[] = [];

  constructor(private readonly capacity = MEMORY_REPLAY_BLOCKS) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error('MemoryReplay: capacity must be a positive integer');
  }

  /** Keeps a published block; blocks come in height order, one after another. */
  add(payload: BlockPayload): void {
    const last = this.ring.at(-1);
    // A gap (the process missed blocks) would make a range look whole that is not: start over.
    if (last && BigInt(payload.meta.height) !== BigInt(last.meta.height) + 1n) this.ring.length = 0;
    this.ring.push(payload);
    if (this.ring.length > this.capacity) this.ring.shift();
  }

  head(): bigint | undefined {
    const last = this.ring.at(-1);
    return last ? BigInt(last.meta.height) : undefined;
  }

  holds(after: bigint, upTo: bigint): Promise<boolean> {
    if (upTo <= after) return Promise.resolve(true);
    const first = this.ring[0];
    const head = this.head();
    return Promise.resolve(
      first !== undefined &&
        head !== undefined &&
        BigInt(first.meta.height) <= after + 1n &&
        upTo <= head,
    );
  }

  async *batches(topic: string, after: bigint, upTo: bigint) {
    if (!(await this.holds(after, upTo)) || upTo <= after) return;
    const first = BigInt((this.ring[0] as BlockPayload).meta.height);
    // A copy: blocks published while the replay is sent must not shift the indices.
    const range = this.ring.slice(Number(after + 1n - first), Number(upTo - first) + 1);
    for (const payload of range) {
      const batch = payloadBatch(payload, topic);
      if (batch) yield batch;
    }
  }
}
