import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/**
 * Begins a step of the node's start-up: lets the event loop in first — the store's statements
 * (PGlite) resolve without returning to it, so steps of awaited statements otherwise run back
 * to back with requests waiting (~0.2 s after the port opened, issue 14) — and marks the step
 * on the process's performance timeline, so an event-loop trace (server/bench/loop-trace.ts)
 * can say which step held the thread. Made a handful of times per start, never per block.
 */
export async function startupStep(name: string): Promise<void> {
  await yieldToEventLoop();
  performance.mark(`start-up: ${name}`);
}
