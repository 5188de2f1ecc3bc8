import { describe, expect, it } from 'vitest';
import { txResult, txResultLine, txResultShort } from './tx-result.ts';

describe('txResult', () => {
  it('reads code 0 as success', () => {
    expect(txResult(0)).toEqual({ ok: true, label: 'Success' });
    expect(txResultLine(0)).toBe('Success');
  });

  it('explains the network’s failure codes and keeps its error text', () => {
    expect(txResult(70, 'OrderError: Invalid Order Id')).toEqual({
      ok: false,
      label: 'Failed while being executed',
      error: 'OrderError: Invalid Order Id',
    });
    expect(txResult(89).label).toBe('Rejected by spam protection');
    expect(txResult(80).label).toBe('Partly executed: some instructions failed, the others stand');
    expect(txResultLine(51, 'bad')).toBe('bad');
    expect(txResultLine(51)).toBe('Rejected: the command failed validation');
  });

  it('still says something for a code it does not know', () => {
    expect(txResult(12)).toEqual({ ok: false, label: 'Failed with code 12' });
  });
});

describe('txResultShort', () => {
  it('names the network’s error class when the text starts with one', () => {
    expect(txResultShort(70, 'OrderError: Cannot Send Gfa Order During An Auction')).toBe(
      'OrderError',
    );
  });

  it('falls back to the code in a word for other texts, none, or an unknown code', () => {
    expect(txResultShort(51, 'proposal_submission.rationale.title: is required')).toBe('Invalid');
    expect(txResultShort(70, 'proposal not found')).toBe('Failed');
    expect(txResultShort(89)).toBe('Spam');
    expect(txResultShort(12)).toBe('Code 12');
    expect(txResultShort(0)).toBe('Success');
  });
});
