import { setTimeout as sleep } from 'node:timers/promises';
import type { BlockOutput } from '../chain/engine/block/block-output.ts';
import { storedHash } from '../store/chain-log.ts';
import type { Database, Queryable } from '../store/database.ts';

/**
 * Commits blocks, retrying for as long as the store refuses them (PostgreSQL restarting, a
 * connection lost, a full disk): the blocks are made already and the in-memory state is past
 * them, so they are committed as they are, or the node stops and a restart makes them again. A
 * commit whose acknowledgement was lost is recognised by the stored hash of its last block
 * rather than written twice.
 */
export class DurableCommit {
  private failure: string | undefined;

  constructor(
    private readonly db: Database,
    /** True once the runner stops: the retrying gives up (the blocks are made again). */
    private readonly stopped: () => boolean,
    private readonly log?: (message: string) => void,
  ) {}

  /** Why the store refuses the blocks right now (for /health); undefined while it takes them. */
  storeError(): string | undefined {
    return this.failure;
  }

  async write(outs: readonly BlockOutput[], write: (tx: Queryable) => Promise<void>) {
    const last = outs[outs.length - 1]!;
    for (let attempt = 0; ; attempt++) {
      try {
        if (attempt > 0 && (await storedHash(this.db, last.height)) === last.header?.hash) break;
        await this.db.transaction(write);
        break;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (this.stopped()) throw new Error(`stopped while the store refused block ${last.height}`);
        if (attempt === 0 || attempt % 20 === 0)
          this.log?.(
            `block ${last.height} not committed (${message}): retrying until the store takes it`,
          );
        this.failure = `block ${last.height} not committed: ${message}`;
        await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
      }
    }
    if (this.failure) this.log?.(`block ${last.height} committed: the store is back`);
    this.failure = undefined;
  }
}
