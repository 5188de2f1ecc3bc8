import { describe, expect, it } from 'vitest';
import { epochChoices, epochParam, percentOf } from './epoch-choice.ts';

describe('epochParam', () => {
  it('reads a positive epoch number and ignores anything else', () => {
    expect(epochParam('12')).toBe('12');
    expect(epochParam('007')).toBe('7');
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '1'.repeat(20)]) {
      expect(epochParam(raw)).toBeUndefined();
    }
  });
});

describe('epochChoices', () => {
  it('lists the current epoch first, down to 1, capped', () => {
    expect(epochChoices('3')).toEqual(['3', '2', '1']);
    expect(epochChoices('500')).toHaveLength(50);
    expect(epochChoices('500')[49]).toBe('451');
    expect(epochChoices('0')).toEqual([]);
  });
});

describe('percentOf', () => {
  it('is exact for amounts beyond 2^53 and rounds half up', () => {
    expect(percentOf('1', '3')).toBe('33.33%');
    expect(percentOf('2', '3')).toBe('66.67%');
    expect(percentOf('11300000000000000000000', '45200000000000000000000')).toBe('25.00%');
    expect(percentOf('1', '0')).toBe('—');
  });
});
