import type { ChainRunner } from '../src/node/chain-runner.ts';
import { MAINTENANCE_INTERVAL } from '../src/node/housekeeping-step.ts';
import type { LoadResult } from './http-load.ts';
import { wallMs } from './bench-support.ts';

/*
 * The live chain under the REST loads (api-bench-rest.ts, api-bench-hostile.ts) and the blocks'
 * time windows. Each block executes and commits on the bench's thread, which is the servers'
 * thread too: a window is how long a block held it.
 */

export interface BlockWindow {
  height: bigint;
  start: number;
  end: number;
}

/**
 * The live chain as ChainRunner's timer runs it (server.ts): a block, a pause of `intervalMs`,
 * the next. Records each block's wall-clock window (housekeeping included, at its heights).
 */
export function runLiveChain(chain: ChainRunner, intervalMs: number) {
  const windows: BlockWindow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let failure: unknown;
  const next = () => {
    timer = setTimeout(() => {
      const start = wallMs();
      current = chain.advance(1).then(
        (outputs) => {
          windows.push({ height: outputs[0]!.height, start, end: wallMs() });
          if (!stopped) next();
        },
        (err: unknown) => (failure = err),
      );
    }, intervalMs);
  };
  next();
  return {
    windows,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (failure) throw failure;
    },
  };
}

/**
 * Blocks that carry housekeeping: the round's first (retention prune, CHECKPOINT on PGlite),
 * and since the round is spread over blocks (store/maintenance.ts `maintainSlices`) the 23 after
 * it (one VACUUM or ANALYZE each on PGlite). Before that change only the first carried it all.
 */
const HOUSEKEEPING_BLOCKS = 24n;
export const isHousekeeping = (w: BlockWindow) =>
  w.height % MAINTENANCE_INTERVAL < HOUSEKEEPING_BLOCKS;
export const durations = (windows: BlockWindow[]) => windows.map((w) => w.end - w.start);

/**
 * The longest answer whose request was in flight during one of `windows` (or, with `outside`,
 * during none of them: the load's own tail, what a block adds is measured against).
 */
export function maxDuring(result: LoadResult, windows: BlockWindow[], outside = false) {
  let max = 0;
  let count = 0;
  const starts = result.starts!;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i]!;
    const end = start + result.latencies[i]!;
    if (windows.some((w) => start < w.end && end > w.start) !== outside) {
      count++;
      if (result.latencies[i]! > max) max = result.latencies[i]!;
    }
  }
  return { max, count };
}
