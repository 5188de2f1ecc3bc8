import { describe, expect, it } from 'vitest';
import { WriterFirst } from './writer-first.ts';

/** An operation that finishes when told to, recording when it started. */
function held(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    fn: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}

describe('WriterFirst', () => {
  it('runs one operation at a time, a waiting writer before the readers queued ahead of it', async () => {
    const gate = new WriterFirst();
    const log: string[] = [];
    const r1 = held(log, 'r1');
    const r2 = held(log, 'r2');
    const r3 = held(log, 'r3');
    const w = held(log, 'w');
    const results = [
      gate.run(false, r1.fn),
      gate.run(false, r2.fn),
      gate.run(false, r3.fn),
      gate.run(true, w.fn),
    ];
    await Promise.resolve();
    expect(log).toEqual(['r1']);
    r1.release();
    await new Promise((resolve) => setImmediate(resolve));
    // r2 and r3 asked first; the writer goes next all the same.
    expect(log).toEqual(['r1', 'w']);
    w.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['r1', 'w', 'r2']);
    r2.release();
    r3.release();
    expect(await Promise.all(results)).toEqual(['r1', 'r2', 'r3', 'w']);
    expect(log).toEqual(['r1', 'w', 'r2', 'r3']);
  });

  it('lets the next operation in after one that throws', async () => {
    const gate = new WriterFirst();
    const failing = gate.run(false, () => Promise.reject(new Error('no such table')));
    const next = gate.run(false, () => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('no such table');
    expect(await next).toBe('ran');
  });
});
