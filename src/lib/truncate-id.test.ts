import { describe, expect, it } from 'vitest';
import { truncateMiddle } from './truncate-id.ts';

describe('truncateMiddle', () => {
  it('keeps 6 head and 4 tail characters by default', () => {
    const id = `a1b2c3${'0'.repeat(54)}e5f6`;
    expect(truncateMiddle(id)).toBe('a1b2c3…e5f6');
    expect(truncateMiddle('abcdefghijkl')).toBe('abcdef…ijkl');
  });

  it('returns strings that would not get shorter unchanged', () => {
    expect(truncateMiddle('')).toBe('');
    expect(truncateMiddle('short')).toBe('short');
    // 6 + 4 + the ellipsis = 11 characters: truncating would hide nothing.
    expect(truncateMiddle('abcdefghijk')).toBe('abcdefghijk');
  });

  it('accepts custom lengths', () => {
    expect(truncateMiddle('0x1234567890abcdef', 4, 4)).toBe('0x12…cdef');
    expect(truncateMiddle('abcdefghij', 3, 0)).toBe('abc…');
    expect(truncateMiddle('abcdefghij', -2, 2)).toBe('…ij');
    expect(truncateMiddle('abcdefghij', Number.NaN, 2)).toBe('…ij');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateMiddle('😀'.repeat(20), 2, 2)).toBe('😀😀…😀😀');
  });
});
