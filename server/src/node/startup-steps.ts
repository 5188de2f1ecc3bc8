import { performance } from 'node:perf_hooks';

/**
 * Marks the start of a step of the node's start-up on the process's performance timeline, so
 * an event-loop trace (server/bench/loop-trace.ts) can say which step held the thread. A mark
 * costs microseconds and is made a handful of times per start, never per block.
 */
export const startupStep = (name: string): void => {
  performance.mark(`start-up: ${name}`);
};
