import { describe, expect, it } from 'vitest';
import { intervalCode, pickInterval } from './interval-code.ts';

describe('intervalCode', () => {
  it('shortens the node’s interval words', () => {
    expect(
      ['1 minute', '5 minutes', '15 minutes', '1 hour', '6 hours', '1 day'].map(intervalCode),
    ).toEqual(['1m', '5m', '15m', '1h', '6h', '1d']);
    expect(intervalCode('block')).toBe('block');
  });

  it('picks the named interval, or the first one', () => {
    const offered = [{ interval: '1 minute' }, { interval: '1 hour' }];
    expect(pickInterval(offered, '1h')).toBe(offered[1]);
    expect(pickInterval(offered, 'nope')).toBe(offered[0]);
    expect(pickInterval([], '1h')).toBeUndefined();
  });
});
