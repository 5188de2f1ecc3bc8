import { describe, expect, it } from 'vitest';
import { newerHeight, resumeHeight, resumeParams } from './stream-resume.ts';
import { streamUrl } from './stream-url.ts';

describe('newerHeight', () => {
  it('keeps the highest block, compared as integers rather than text', () => {
    expect(newerHeight(undefined, '9')).toBe('9');
    expect(newerHeight('9', undefined)).toBe('9');
    expect(newerHeight('9', '10')).toBe('10');
    expect(newerHeight('10', '9')).toBe('10');
    expect(newerHeight('18446744073709551614', '18446744073709551615')).toBe(
      '18446744073709551615',
    );
  });
});

describe('resumeHeight', () => {
  it('resumes one block before the last merged one, never below zero', () => {
    expect(resumeHeight('120')).toBe('119');
    expect(resumeHeight('1')).toBe('0');
    expect(resumeHeight('0')).toBe('0');
  });
});

describe('resumeParams', () => {
  it('asks for heights on a fresh open and adds fromHeight once something was merged, keeping the filters', () => {
    const params = { marketIds: ['m1', 'm2'] };
    expect(streamUrl('/api/v2/stream/trades', resumeParams(params, undefined))).toBe(
      `ws://${window.location.host}/api/v2/stream/trades?marketIds=m1&marketIds=m2&withHeight=true`,
    );
    // fromHeight implies withHeight on the node: the resumed socket's URL names it alone.
    expect(streamUrl('/api/v2/stream/trades', resumeParams(params, '57'))).toBe(
      `ws://${window.location.host}/api/v2/stream/trades?marketIds=m1&marketIds=m2&fromHeight=56`,
    );
  });
});
