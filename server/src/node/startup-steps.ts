import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** The steps of this start so far, in order: name and ms since the process started. */
let begun: { name: string; at: number }[] = [];
/** When this start began: the process's start, or the previous start's end (tests start often). */
let since = 0;

/**
 * Begins a step of the node's start-up: lets the event loop in first — the store's statements
 * (PGlite) resolve without returning to it, so steps of awaited statements otherwise run back
 * to back with requests waiting (~0.2 s after the port opened) — and marks the step
 * on the process's performance timeline, so an event-loop trace (server/bench/loop-trace.ts)
 * can say which step held the thread, and for startupSummary(). Made a handful of times per
 * start, never per block.
 */
export async function startupStep(name: string): Promise<void> {
  await yieldToEventLoop();
  performance.mark(`start-up: ${name}`);
  begun.push({ name, at: performance.now() });
}

/**
 * One line for the operator's log (where restart time goes): how long each step took
 * so far, from the process's start (module loading before the first step), e.g.
 * `start-up 2350 ms: modules 900, database open 400, …, replay 12, history 0`. The step names
 * are the node's own (startupStep calls). `ended`: the start is over, the next line is the next
 * start's.
 */
export function startupSummary(ended = false): string {
  const now = performance.now();
  const parts = [
    `${since === 0 ? 'modules' : 'before'} ${Math.round((begun[0]?.at ?? now) - since)}`,
  ];
  for (const [i, step] of begun.entries())
    parts.push(`${step.name} ${Math.round((begun[i + 1]?.at ?? now) - step.at)}`);
  const line = `start-up ${Math.round(now - since)} ms: ${parts.join(', ')}`;
  if (ended) [begun, since] = [[], now];
  return line;
}
