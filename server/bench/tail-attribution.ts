/**
 * Which slow answers of a paced run (api-bench-hostile.ts) overlapped what: each answer over
 * SLOW_MS, from when its request was due to its last byte, against the stretches of every
 * cause the traces recorded (tail-trace.ts: block phases, GC, the server's and the load
 * generator's held event loops). An answer overlapping several is put down to the one it
 * overlapped longest (the more specific on a tie: a phase before the loop gap it caused).
 */
import type { LoadResult } from './http-load.ts';
import { fmt } from './bench-support.ts';
import type { LoopGap, Stretch, TailTraceData } from './tail-trace.ts';

export const SLOW_MS = 10;
/** The acceptance's bound: no answer over it may stay unexplained. */
export const UNEXPLAINED_BOUND_MS = 20;

export interface Cause {
  name: string;
  stretches: readonly Stretch[];
}

const PHASE_NAMES: Record<string, string> = {
  execute: 'block execution',
  commit: 'block commit',
  publish: 'outbox / stream publishing',
  housekeeping: 'housekeeping',
  history: 'history worker',
};

/** A gap the process spent on its CPU (a task held the thread) rather than waiting for one. */
const held = (g: LoopGap) => g.cpuMs >= 0.5 * (g.end - g.start);

/**
 * The causes one process's trace shows, `label` naming the process ("" for the API server):
 * its block phases, its GC pauses by kind, its event loop held by other work or not scheduled.
 */
export function causesOf(trace: TailTraceData, label = ''): Cause[] {
  const named = (name: string) => (label ? `${label}: ${name}` : name);
  const causes: Cause[] = Object.entries(PHASE_NAMES).map(([phase, name]) => ({
    name: named(name),
    stretches: trace.phases.filter((p) => p.phase === phase),
  }));
  for (const kind of ['minor', 'major', 'incremental', 'weakcb'])
    causes.push({
      name: named(`GC (${kind})`),
      stretches: trace.gc.filter((g) => g.kind === kind),
    });
  causes.push(
    { name: named('event loop held (other work)'), stretches: trace.gaps.filter(held) },
    {
      name: named('process not scheduled (machine busy)'),
      stretches: trace.gaps.filter((g) => !held(g)),
    },
  );
  return causes;
}

function overlap(a: Stretch, stretches: readonly Stretch[]): number {
  let total = 0;
  for (const s of stretches) {
    const from = Math.max(a.start, s.start);
    const to = Math.min(a.end, s.end);
    if (to > from) total += to - from;
  }
  return total;
}

export interface Attribution {
  rows: string[][];
  slow: number;
  over20: number;
  unexplainedOver20: number;
  longestUnexplained: number;
}

/** The attribution table of a run's slow answers over `causes`. */
export function attribute(run: LoadResult, causes: readonly Cause[]): Attribution {
  const stats = causes.map(() => ({ overlapping: 0, primary: 0, longest: 0 }));
  const none = { count: 0, over20: 0, longest: 0 };
  let slow = 0;
  let over20 = 0;
  const starts = run.starts ?? [];
  for (let i = 0; i < starts.length; i++) {
    const latency = run.latencies[i]!;
    if (latency <= SLOW_MS) continue;
    slow++;
    if (latency > UNEXPLAINED_BOUND_MS) over20++;
    const answer = { start: starts[i]!, end: starts[i]! + latency };
    let best = -1;
    let bestOverlap = 0;
    causes.forEach((cause, c) => {
      const ms = overlap(answer, cause.stretches);
      if (ms <= 0) return;
      stats[c]!.overlapping++;
      if (ms > bestOverlap) {
        best = c;
        bestOverlap = ms;
      }
    });
    if (best < 0) {
      none.count++;
      if (latency > UNEXPLAINED_BOUND_MS) none.over20++;
      none.longest = Math.max(none.longest, latency);
      continue;
    }
    stats[best]!.primary++;
    stats[best]!.longest = Math.max(stats[best]!.longest, latency);
  }
  const rows = [
    [
      'cause',
      'slow answers overlapping it',
      'put down to it',
      'longest of those, ms',
      'its time in the run, ms (longest stretch)',
    ],
    ...causes.map((cause, c) => {
      const s = stats[c]!;
      const time = cause.stretches.reduce((sum, x) => sum + (x.end - x.start), 0);
      const longest = cause.stretches.reduce((max, x) => Math.max(max, x.end - x.start), 0);
      return [
        cause.name,
        fmt(s.overlapping),
        fmt(s.primary),
        s.primary ? s.longest.toFixed(1) : '–',
        `${fmt(time)} (${longest.toFixed(1)})`,
      ];
    }),
    [
      'nothing recorded (unexplained)',
      fmt(none.count),
      fmt(none.count),
      none.count ? none.longest.toFixed(1) : '–',
      '–',
    ],
  ];
  return {
    rows,
    slow,
    over20,
    unexplainedOver20: none.over20,
    longestUnexplained: none.longest,
  };
}
