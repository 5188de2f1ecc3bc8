/**
 * What held a process while the API bench ran (api-bench-hostile.ts): its garbage collections
 * (perf_hooks `gc` entries), the stretches its event loop could not run (a timer due every
 * GAP_TICK_MS that fired late, with the CPU the process used meanwhile: ≈ the stretch = a task
 * held the thread; ≪ it = the machine did not schedule the process), and the block phases the
 * node announces on its diagnostics channel (node/block-phases.ts). All in wall-clock ms
 * (bench-support.ts wallMs), comparable between processes. Also its event-loop delay
 * (`monitorEventLoopDelay`, the resolution's own 10 ms taken off).
 *
 * In the bench's own process: `startTailTrace()`. In a server the bench starts:
 * `node --import ./server/bench/tail-trace-preload.ts …`, which writes the trace to
 * TAIL_TRACE_FILE on SIGUSR2.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { BLOCK_PHASE_CHANNEL, type BlockPhaseEvent } from '../src/node/block-phases.ts';

export interface Stretch {
  start: number;
  end: number;
}
export interface LoopGap extends Stretch {
  /** CPU ms the process used during the gap (all its threads). */
  cpuMs: number;
}
export interface GcPause extends Stretch {
  /** `minor` (scavenge), `major` (mark-compact), `incremental`, `weakcb`. */
  kind: string;
}
export interface PhaseStretch extends Stretch {
  phase: string;
}
export interface TailTraceData {
  gc: GcPause[];
  gaps: LoopGap[];
  phases: PhaseStretch[];
  /** Event-loop delay over the trace, ms: p50, p99, max. */
  delay: { p50: number; p99: number; max: number };
}

/** The gap timer's period: a stretch the loop was held past it by more is noted. */
const GAP_TICK_MS = 2;
const GAP_MIN_MS = 3;
const DELAY_RESOLUTION_MS = 10;

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' };
const wall = (performanceMs: number) => performance.timeOrigin + performanceMs;

export function startTailTrace() {
  const data: TailTraceData = { gc: [], gaps: [], phases: [], delay: { p50: 0, p99: 0, max: 0 } };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[])
      data.gc.push({
        start: wall(entry.startTime),
        end: wall(entry.startTime + entry.duration),
        kind: GC_KINDS[entry.detail?.kind ?? 0] ?? 'other',
      });
  });
  gcObserver.observe({ entryTypes: ['gc'] });

  const onPhase = (message: unknown) => {
    const { phase, start, end } = message as BlockPhaseEvent;
    data.phases.push({ phase, start: wall(start), end: wall(end) });
  };
  subscribe(BLOCK_PHASE_CHANNEL, onPhase);

  const delay = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS });
  delay.enable();

  let due = performance.now() + GAP_TICK_MS;
  let cpu = process.cpuUsage();
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = performance.now();
    const late = now - due;
    if (late > GAP_MIN_MS) {
      const used = process.cpuUsage(cpu);
      data.gaps.push({
        start: wall(due - GAP_TICK_MS),
        end: wall(now),
        cpuMs: (used.user + used.system) / 1000,
      });
    }
    cpu = process.cpuUsage();
    due = now + GAP_TICK_MS;
    timer = setTimeout(tick, GAP_TICK_MS);
    timer.unref();
  };
  timer = setTimeout(tick, GAP_TICK_MS);
  timer.unref();

  const read = (): TailTraceData => {
    const ms = (ns: number) => Math.max(0, ns / 1e6 - DELAY_RESOLUTION_MS);
    data.delay = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
    };
    return data;
  };
  return {
    /** Forgets what was recorded so far (the trace of the next run starts now). */
    reset() {
      data.gc.length = 0;
      data.gaps.length = 0;
      data.phases.length = 0;
      delay.reset();
    },
    read,
    stop(): TailTraceData {
      const result = read();
      clearTimeout(timer);
      gcObserver.disconnect();
      unsubscribe(BLOCK_PHASE_CHANNEL, onPhase);
      delay.disable();
      return result;
    },
  };
}
