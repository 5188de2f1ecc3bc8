import { describe, expect, it } from 'vitest';
import { txResult, txResultLine } from './tx-result.ts';

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
