import { describe, expect, it } from 'vitest';
import { idOutcome, listWords, type ProbeReport } from './probe-outcome.ts';

type K = 'tx' | 'party' | 'asset';
const report = (kind: K, state: ProbeReport<K>['state']): ProbeReport<K> => ({ kind, state });
const hit = { status: 'hit' } as const;
const miss = { status: 'miss' } as const;
const pending = { status: 'pending' } as const;

describe('idOutcome', () => {
  it('waits while any lookup is pending', () => {
    expect(idOutcome([report('tx', hit), report('party', pending), report('asset', miss)])).toEqual(
      { type: 'checking', done: 2, total: 3 },
    );
  });

  it('opens the one hit when every lookup answered', () => {
    expect(idOutcome([report('tx', miss), report('party', miss), report('asset', hit)])).toEqual({
      type: 'found',
      kind: 'asset',
    });
  });

  it('offers a choice when several records have the id', () => {
    expect(idOutcome([report('tx', hit), report('party', hit), report('asset', miss)])).toEqual({
      type: 'choices',
      hits: ['tx', 'party'],
      failed: [],
    });
  });

  it('does not jump to a single hit while another lookup failed', () => {
    expect(
      idOutcome([
        report('tx', { status: 'failed', message: 'HTTP 500' }),
        report('party', miss),
        report('asset', hit),
      ]),
    ).toEqual({ type: 'choices', hits: ['asset'], failed: [{ kind: 'tx', message: 'HTTP 500' }] });
  });

  it('reports none, listing what was checked and what could not be', () => {
    expect(idOutcome([report('tx', miss), report('party', miss)])).toEqual({
      type: 'none',
      checked: ['tx', 'party'],
      failed: [],
    });
    expect(
      idOutcome([report('tx', miss), report('party', { status: 'failed', message: 'down' })]),
    ).toEqual({ type: 'none', checked: ['tx'], failed: [{ kind: 'party', message: 'down' }] });
  });
});

describe('listWords', () => {
  it('joins with commas and a final "or"', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'])).toBe('a or b');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b or c');
  });
});
