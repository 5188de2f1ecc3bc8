import type { BlockOutput } from './block-output.ts';

/**
 * A block's execution cut into steps of a few ms each (a slice of its transactions, one
 * market's end-of-block work, …): the same code, run in one go (runToEnd) while the history is
 * made, or step by step by a caller that lets its event loop in between (a restart's replay,
 * node/replay-committed.ts: /health answers within 100 ms meanwhile). The state is
 * mid-block between two steps: nothing may read or change it until the block has finished.
 */
export type BlockSteps = Generator<void, BlockOutput, void>;

export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
