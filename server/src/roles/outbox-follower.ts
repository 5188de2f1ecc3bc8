import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BlockHeaderInfo } from '../http/block-headers.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { StartupProgress } from '../http/startup-gate.ts';
import { committedHeadBlock, readChainSettings } from '../store/chain-log.ts';
import type { Queryable } from '../store/database.ts';
import { readHousekeeping, readOutboxAfter } from '../store/outbox.ts';
import { publishPayload, Topic } from '../streams/block-payload.ts';
import type { LiveHub } from '../streams/live-hub.ts';
import { rowPayload } from '../streams/outbox-replay.ts';
import { notePhase } from '../node/block-phases.ts';

/** Outbox rows read per query while catching up. */
const BATCH = 100;
/** chain_meta key of HISTORY_BLOCKS as the writer stores it (node/chain-settings.ts). */
const HISTORY_SETTING = 'setting_history_blocks';
/** A poll within this long of a notice is skipped: the notices drive the catch-up (ms). */
const QUIET_MS = 2000;

export interface FollowerOptions {
  db: Queryable;
  hub: LiveHub;
  responseCache: ResponseCache;
  /** After each published block: how many committed blocks are still to publish. */
  onLag?: (blocks: number) => void;
  log: (message: string) => void;
}

/**
 * An API process's view of the chain: it publishes, in height order and exactly once, every
 * block the writer stored in the outbox after the one it started at — to its hub, after
 * invalidating its response cache with the block's stored tags — and it is the block the
 * X-Block-Height headers name. It catches up by height whenever told (a NOTIFY, a reconnect,
 * the safety-net poll), so a lost notification only delays a block, never skips it.
 */
export class OutboxFollower {
  private published: { height: bigint; timeNs: bigint } | undefined;
  /** Newest committed height heard of (notifications and rows read). */
  private newest = 0n;
  private housekept: string | undefined;
  private progressNow: StartupProgress = { height: 0n, target: 0n };
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  /** Whether the writer's housekeeping mark is to be read again (a notice of it, or a poll). */
  private housekeepingDue = true;
  private lastNoticeAt = 0;

  constructor(private readonly options: FollowerOptions) {}

  isReady(): boolean {
    return this.published !== undefined;
  }

  progress(): StartupProgress {
    const p = this.published;
    return p ? { height: p.height, target: this.progressNow.target } : this.progressNow;
  }

  /** The block this process has published last: what its answers are as of. */
  head(): BlockHeaderInfo | undefined {
    const p = this.published;
    return p && { height: p.height.toString(), timeNs: p.timeNs.toString() };
  }

  /** Committed blocks not published here yet. */
  lag(): number {
    const p = this.published;
    return p && this.newest > p.height ? Number(this.newest - p.height) : 0;
  }

  /** For /health: height published, newest committed, lag, and how old the last block is. */
  details(): Record<string, unknown> {
    const p = this.published;
    if (!p) return { role: 'api' };
    return {
      role: 'api',
      committedHeight: Number(this.newest > p.height ? this.newest : p.height),
      lag: this.lag(),
      lastBlockAgeMs: Math.max(0, Date.now() - Number(p.timeNs / 1_000_000n)),
    };
  }

  /**
   * Ready once the writer's history is in place (its HISTORY_BLOCKS committed): streams start
   * after the newest committed block. Returns false while it is not (the caller retries).
   */
  async tryStart(): Promise<boolean> {
    if (this.published) return true;
    const { db } = this.options;
    try {
      const target = BigInt((await readChainSettings(db)).get(HISTORY_SETTING) ?? 0);
      const head = await committedHeadBlock(db);
      const height = head?.height ?? 0n;
      this.progressNow = { height, target };
      if (!head || height === 0n || height < target) return false;
      this.housekept = await readHousekeeping(db);
      this.published = head;
      if (height > this.newest) this.newest = height;
      return true;
    } catch (err) {
      // No schema yet (the writer has not run): still starting.
      this.options.log(
        `waiting for the chain: ${err instanceof Error ? err.message : String(err)}`,
      );
      return false;
    }
  }

  /** A notification: the writer committed `height` (or did its housekeeping). */
  notice(payload: string): void {
    this.lastNoticeAt = Date.now();
    if (/^\d+$/.test(payload)) {
      const height = BigInt(payload);
      if (height > this.newest) this.newest = height;
    } else this.housekeepingDue = true;
    void this.catchUp();
  }

  /**
   * The safety net under the notices (a timer; `force` after the listener reconnected, when
   * notices may have been lost): catches up and reads the housekeeping mark. Skipped while
   * notices arrive, so it never holds up the catch-up a notice starts.
   */
  poll(force = false): Promise<void> {
    if (!force && Date.now() - this.lastNoticeAt < QUIET_MS) return Promise.resolve();
    this.housekeepingDue = true;
    return this.catchUp();
  }

  /**
   * Publishes every stored block after the last one published. Calls while one runs make it
   * run once more afterwards (one at a time: order and no duplicates).
   */
  catchUp(): Promise<void> {
    if (!this.published) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          await this.drain();
        } while (this.drainAgain);
      } catch (err) {
        // The database is away: the next notice or poll tries again from the same height.
        this.options.log(
          `outbox catch-up failed: ${err instanceof Error ? err.message : String(err)}`,
        );
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /** Topics with subscribers here; undefined = all (the event bus is made from every topic). */
  private wantedTopics(): string[] | undefined {
    const topics = [...this.options.hub.subscriberCounts().keys()];
    return topics.includes(Topic.events) ? undefined : topics;
  }

  private async drain(): Promise<void> {
    const { db, hub, responseCache } = this.options;
    for (;;) {
      const from = this.published;
      if (!from) return;
      // Only the topics someone here subscribes to are read and parsed (a block's outbox is
      // 150 kB–1 MB, mostly topics few watch).
      const wanted = this.wantedTopics();
      const rows = await readOutboxAfter(db, from.height, BATCH, wanted);
      for (let row of rows) {
        const last = this.published;
        if (last && row.height !== last.height + 1n) {
          // Pruned before this process read it (it was stopped or far behind): the blocks
          // between cannot be published; the cache cannot know what they touched.
          this.options.log(
            `outbox: blocks ${last.height + 1n}…${row.height - 1n} were pruned before this process read them`,
          );
          responseCache.clear();
        }
        // A subscription made while the row was read takes this block too: read what it adds.
        for (let read = wanted; lacks(read, this.wantedTopics());) {
          read = this.wantedTopics();
          const [again] = await readOutboxAfter(db, row.height - 1n, 1, read);
          if (again?.height !== row.height) break; // pruned meanwhile: published as read
          row = again;
        }
        const started = performance.now();
        const payload = rowPayload(row);
        // As the writer does: the cache first, so a client reacting to an update reads the block.
        responseCache.blockCommitted(new Set(JSON.parse(row.tags) as string[]));
        this.published = { height: row.height, timeNs: row.timeNs };
        if (row.height > this.newest) this.newest = row.height;
        publishPayload(hub, payload);
        notePhase('publish', row.height, started);
        this.options.onLag?.(this.lag());
        await yieldToEventLoop();
      }
      if (rows.length < BATCH) break;
    }
    if (!this.housekeepingDue) return;
    this.housekeepingDue = false;
    const mark = await readHousekeeping(db).catch((err: unknown) => {
      this.housekeepingDue = true; // read again on the next catch-up
      throw err;
    });
    if (mark !== this.housekept) {
      // The writer pruned history rows no block output names: nothing stored may stay.
      this.housekept = mark;
      responseCache.clear();
    }
  }
}

/** Whether topics read as `read` lack any of `wanted` (undefined = every topic). */
function lacks(read: readonly string[] | undefined, wanted: readonly string[] | undefined) {
  if (read === undefined) return false;
  return wanted === undefined || wanted.some((topic) => !read.includes(topic));
}
