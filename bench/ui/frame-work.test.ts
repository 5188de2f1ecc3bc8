import { describe, expect, it } from 'vitest';
import { frameWork, type TraceEvent } from './frame-work.ts';

const MAIN = { pid: 1, tid: 1 };
const OTHER = { pid: 2, tid: 7 };
const frame = (at: typeof MAIN, id: number, begin: number, end: number): TraceEvent[] => [
  { name: 'AnimationFrame', cat: 'devtools.timeline', ph: 'b', id, ts: begin, ...at },
  { name: 'AnimationFrame', cat: 'devtools.timeline', ph: 'e', id, ts: end, ...at },
];
const task = (at: typeof MAIN, ts: number, dur: number, tdur?: number): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  ...at,
});

// Times in µs, as traces give them. Frame 1 spans 1,000–21,000 (20 ms); frame 2 30,000–32,000.
const trace: TraceEvent[] = [
  ...frame(MAIN, 1, 1_000, 21_000),
  ...frame(MAIN, 2, 30_000, 32_000),
  // Another renderer with fewer frames: not the page's main thread.
  ...frame(OTHER, 1, 1_000, 21_000),
  task(OTHER, 1_000, 20_000, 20_000),
  // Frame 1: a 4 ms task, and an 8 ms task of which 6 ms fall before the frame ends.
  task(MAIN, 1_000, 4_000, 3_000),
  { name: 'FunctionCall', cat: 'devtools.timeline', ph: 'X', ts: 1_500, dur: 2_000, ...MAIN },
  task(MAIN, 15_000, 8_000, 8_000),
  // Between the frames: work that asked for no rendering.
  task(MAIN, 24_000, 3_000, 3_000),
  // Frame 2: 1.5 ms.
  task(MAIN, 30_000, 1_500, 1_000),
];

describe('frameWork', () => {
  it('sums the main thread’s task time inside each frame, nested events not counted twice', () => {
    const frames = frameWork(trace);
    expect(frames.work).toEqual([4 + 6, 1.5]);
    // The 8 ms task is 6/8 inside frame 1: 6 of its 8 ms of CPU.
    expect(frames.cpu).toEqual([3 + 6, 1]);
    expect(frames.span).toEqual([20, 2]);
  });

  it('gives no CPU figures when the trace has no thread times, and reads id2 ids', () => {
    const plain = trace.map(({ tdur: _tdur, id, ...rest }) =>
      rest.name === 'AnimationFrame' ? { ...rest, id2: { local: id } } : rest,
    );
    const frames = frameWork(plain as TraceEvent[]);
    expect(frames.work).toEqual([10, 1.5]);
    expect(frames.cpu).toEqual([]);
  });

  it('gives nothing for a trace without frames', () => {
    expect(frameWork([task(MAIN, 0, 5_000)])).toEqual({ work: [], cpu: [], span: [] });
  });
});
