import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageBuffer } from './message-buffer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MessageBuffer', () => {
  it('hands a burst over as one batch on the next frame', () => {
    const flush = vi.fn();
    const buffer = new MessageBuffer<number>(flush, () => 'frame');
    for (let i = 0; i < 1000; i++) buffer.push(i);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush.mock.calls[0]?.[0]).toHaveLength(1000);
    buffer.push(1000);
    vi.advanceTimersToNextFrame();
    expect(flush).toHaveBeenLastCalledWith([1000]);
  });

  it('flushes on an interval when given one (charts)', () => {
    const flush = vi.fn();
    const buffer = new MessageBuffer<string>(flush, () => 500);
    buffer.push('a');
    vi.advanceTimersByTime(400);
    buffer.push('b');
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledWith(['a', 'b']);
  });

  it('drops what it holds without flushing', () => {
    const flush = vi.fn();
    const buffer = new MessageBuffer<string>(flush, () => 'frame');
    buffer.push('a');
    buffer.drop();
    vi.advanceTimersToNextFrame();
    expect(flush).not.toHaveBeenCalled();
    expect(buffer.size).toBe(0);
  });
});
