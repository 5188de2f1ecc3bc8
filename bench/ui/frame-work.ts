// The work of each frame a page renders, from a Chromium trace. Why not requestAnimationFrame
// intervals: on a 60 Hz display they are 16.67 ms whenever the page keeps up (so their p95
// cannot be under a 16.7 ms budget except by timer jitter), and a probe loop of rAF callbacks
// makes the page render every vsync whether it needs to or not. A frame's work is what must fit
// in 16.7 ms for the page to keep up: the renderer main thread's busy time between the start of
// the frame's first task and the end of its rendering.
import type { CDPSession } from '@playwright/test';

/** A trace event as Chromium's Tracing domain reports it (the fields read here). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, when the platform records it. */
  tdur?: number;
  id?: string | number;
  id2?: { local?: string | number; global?: string | number };
  args?: { name?: string };
}

export interface FrameWork {
  /** Main-thread busy time of each frame, ms (wall clock). */
  work: number[];
  /** Main-thread CPU time of each frame, ms (empty when the trace has no thread times). */
  cpu: number[];
  /** Start of the frame's first task to the end of its rendering, ms (waits for vsync included). */
  span: number[];
}

/**
 * Chromium marks every animation frame of the renderer's main thread with an `AnimationFrame`
 * async event (the frames the Long Animation Frames API reports, short ones too); the top-level
 * `RunTask` events are the main thread's tasks. Each frame's work is the part of those tasks
 * inside it. The main thread is the one with the most frames (the bench has one page open).
 */
export function frameWork(events: readonly TraceEvent[]): FrameWork {
  const asyncId = (e: TraceEvent) => String(e.id ?? e.id2?.local ?? e.id2?.global ?? '');
  const frameEvents = events.filter((e) => e.name === 'AnimationFrame');
  const perThread = new Map<string, number>();
  for (const e of frameEvents) {
    const key = `${e.pid}:${e.tid}`;
    perThread.set(key, (perThread.get(key) ?? 0) + 1);
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { work: [], cpu: [], span: [] };
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;

  const open = new Map<string, number>();
  const frames: [start: number, end: number][] = [];
  for (const e of frameEvents.filter(onMain).sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'b') open.set(asyncId(e), e.ts);
    else if (e.ph === 'e') {
      const start = open.get(asyncId(e));
      open.delete(asyncId(e));
      if (start !== undefined) frames.push([start, e.ts]);
    }
  }
  const tasks = events.filter(
    (e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined,
  );
  const withCpu = tasks.length > 0 && tasks.every((t) => t.tdur !== undefined);
  const result: FrameWork = { work: [], cpu: [], span: [] };
  for (const [start, end] of frames) {
    let busy = 0;
    let cpu = 0;
    for (const t of tasks) {
      const overlap = Math.min(end, t.ts + t.dur!) - Math.max(start, t.ts);
      if (overlap <= 0) continue;
      busy += overlap;
      // A task partly inside the frame: its CPU time in the same proportion.
      cpu += (t.tdur ?? 0) * (overlap / t.dur!);
    }
    result.work.push(busy / 1000);
    if (withCpu) result.cpu.push(cpu / 1000);
    result.span.push((end - start) / 1000);
  }
  return result;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'].join(',');

/** Starts tracing the page's processes; the returned function stops and gives the frames. */
export async function traceFrames(cdp: CDPSession): Promise<() => Promise<FrameWork>> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return frameWork(events);
  };
}
