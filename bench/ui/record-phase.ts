// Records a phase of a page under load (the order book's burst, the candles' live updates):
// each rendered frame's main-thread work (a Chromium trace: frame-work.ts), long tasks, long
// animation frames (where the time went) and the renderer's main-thread CPU per second.
import type { CDPSession, Page } from '@playwright/test';
import { traceFrames, type FrameWork } from './frame-work.ts';
import { max, median, ms, percentile } from './report.ts';

/** One frame at 60 Hz: a frame whose main-thread work is longer cannot be on time. */
export const FRAME_BUDGET_MS = 16.7;
export const LONG_TASK_MS = 50;

export interface Recording {
  /** Renderer main-thread CPU time per second of the phase (CDP ThreadTime): load-independent. */
  cpuMsPerSecond?: number;
  frames: FrameWork;
  longTasks: number[];
  /** Long animation frames: where the time went (script URL and function), for diagnosis. */
  loafs: { duration: number; blocking: number; scripts: string[] }[];
}

/** Starts observing long tasks and long animation frames in the page. */
async function startObserving(page: Page) {
  await page.evaluate(() => {
    const rec = { longTasks: [] as number[], loafs: [] as unknown[] };
    (window as unknown as { __rec: typeof rec }).__rec = rec;
    const longTasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longTasks.push(e.duration);
    });
    longTasks.observe({ type: 'longtask' });
    const loafs = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: {
          sourceURL: string;
          sourceFunctionName: string;
          invoker: string;
          duration: number;
        }[];
      })[]) {
        rec.loafs.push({
          duration: e.duration,
          blocking: e.blockingDuration,
          scripts: e.scripts.map(
            (s) =>
              `${s.invoker} ${s.sourceFunctionName || '?'} @${s.sourceURL.split('/').pop()} ${Math.round(s.duration)}ms`,
          ),
        });
      }
    });
    loafs.observe({ type: 'long-animation-frame' });
    (rec as unknown as { observers: PerformanceObserver[] }).observers = [longTasks, loafs];
  });
}

async function stopObserving(page: Page): Promise<Pick<Recording, 'longTasks' | 'loafs'>> {
  return page.evaluate(() => {
    const rec = (
      window as unknown as {
        __rec: Recording & { observers: PerformanceObserver[] };
      }
    ).__rec;
    for (const o of rec.observers) {
      for (const e of o.takeRecords())
        if (e.entryType === 'longtask') rec.longTasks.push(e.duration);
      o.disconnect();
    }
    return { longTasks: rec.longTasks, loafs: rec.loafs };
  });
}

/** Main-thread CPU seconds of the renderer so far (CDP Performance.getMetrics ThreadTime). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN;
}

/** Records `during` (the CDP session must have `Performance.enable`d). */
export async function recordPhase(
  page: Page,
  cdp: CDPSession,
  during: () => Promise<unknown>,
): Promise<Recording> {
  const cpuBefore = await threadTime(cdp);
  const started = performance.now();
  await startObserving(page);
  const stopTrace = await traceFrames(cdp);
  await during();
  const frames = await stopTrace();
  const observed = await stopObserving(page);
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerSecond = (((await threadTime(cdp)) - cpuBefore) * 1000) / seconds;
  return { ...observed, frames, cpuMsPerSecond };
}

/** Within the budgets: p95 of the frames' work ≤ 16.7 ms, no long task ≥ 50 ms. */
export const framesOk = (r: Recording) =>
  r.frames.work.length > 0 && percentile(r.frames.work, 95) <= FRAME_BUDGET_MS;
export const tasksOk = (r: Recording) => r.longTasks.every((d) => d < LONG_TASK_MS);

/** The frame and task columns both benches print, and their cells for one phase. */
export const FRAME_HEAD = [
  'frames',
  'frame work median',
  'frame work p95',
  'frame work max',
  'frames > 16.7 ms work',
  'frame work p95, CPU',
  'first task → rendered, p95',
  'long tasks ≥ 50 ms',
  'longest task',
  'main-thread CPU',
] as const;

/** One decimal: the budget (16.7) is given to one. */
const ms1 = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

export function frameCells(r: Recording): string[] {
  const { work, cpu, span } = r.frames;
  return [
    String(work.length),
    ms1(median(work)),
    ms1(percentile(work, 95)),
    ms1(max(work)),
    String(work.filter((w) => w > FRAME_BUDGET_MS).length),
    ms1(percentile(cpu, 95)),
    ms1(percentile(span, 95)),
    String(r.longTasks.filter((d) => d >= LONG_TASK_MS).length),
    ms(max(r.longTasks)),
    `${Math.round(r.cpuMsPerSecond ?? Number.NaN)} ms/s`,
  ];
}

/** What a frame's figures mean, printed under the tables. */
export const FRAME_NOTE =
  "Frame work: the renderer main thread's busy time in each frame the page rendered, from the start of the frame's first task to the end of its rendering (Chromium trace: `AnimationFrame` events, the Long Animation Frames API's frames, every one, with the main thread's `RunTask` time inside each); no rAF probe runs in the page, so every frame counted is one the page asked for. “First task → rendered” is the same frame's wall-clock span, waits for the display's next vsync included.";
