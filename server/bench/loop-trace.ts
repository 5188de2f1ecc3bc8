/**
 * An event-loop trace of a process's start (the budget: /health p99 ≤ 100 ms from the moment
 * the port is open). Loaded into the server with `node --import ./server/bench/loop-trace.ts …`
 * (restart-bench.ts does so with BENCH_RESTART_TRACE=1): a 1 ms timer notes every stretch over
 * LOOP_TRACE_MS (default 50) in which it could not run — a synchronous task holding the thread
 * that answers requests — and the start-up steps the node marks (`performance.mark`, see
 * node/startup-steps.ts) are noted as they happen. Lines go to stderr, milliseconds since the
 * process started: `loop-trace mark <ms> <step>` and
 * `loop-trace gap <from>-<to> <ms> cpu <ms> in <step>`. The CPU the process used during the
 * stretch tells a task that held the thread (CPU ≈ the stretch) from a process the loaded
 * machine did not schedule (CPU ≪ the stretch).
 */
import { performance, PerformanceObserver } from 'node:perf_hooks';

const BOUND = Number(process.env.LOOP_TRACE_MS ?? 50);

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    process.stderr.write(`loop-trace mark ${entry.startTime.toFixed(0)} ${entry.name}\n`);
  }
}).observe({ entryTypes: ['mark'] });

/**
 * The step that had begun when the thread was taken (the last mark at or before `at`), read
 * from the timeline itself: the observer above is told of a mark only later.
 */
const stepAt = (at: number) =>
  performance
    .getEntriesByType('mark')
    .filter((m) => m.startTime <= at)
    .at(-1)?.name ?? 'module loading and database open';

let last = performance.now();
let lastCpu = process.cpuUsage();
const tick = () => {
  const now = performance.now();
  if (now - last > BOUND) {
    const cpu = process.cpuUsage(lastCpu);
    process.stderr.write(
      `loop-trace gap ${last.toFixed(0)}-${now.toFixed(0)} ${(now - last).toFixed(0)} cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} in ${stepAt(last)}\n`,
    );
  }
  last = now;
  lastCpu = process.cpuUsage();
  setTimeout(tick, 1).unref();
};
setTimeout(tick, 1).unref();
