import { describe, expect, it } from 'vitest';
import { validatorColumns } from './validator-columns.tsx';

/** Numeric columns are right-aligned everywhere (the `num` class of the data table). */
describe('validatorColumns', () => {
  it('marks every amount, share and score column numeric, and only those', () => {
    const numeric = validatorColumns(undefined, '0')
      .filter((c) => (c.meta as { className?: string } | undefined)?.className === 'num')
      .map((c) => c.header);
    expect(numeric).toEqual([
      'Total stake',
      'Share',
      'Own stake',
      'Delegated',
      'Pending',
      'Ranking score',
      'Performance',
      'Voting power',
      'Epochs online',
    ]);
  });

  it('names a row’s status by the part of the counts it is in, not "Tendermint" / "Ersatz"', () => {
    const status = validatorColumns(undefined, '0').find((c) => c.header === 'Status');
    const cell = status?.cell as (ctx: { getValue: () => string }) => unknown;
    expect(cell({ getValue: () => 'VALIDATOR_NODE_STATUS_TENDERMINT' })).toBe('Consensus');
    expect(cell({ getValue: () => 'VALIDATOR_NODE_STATUS_ERSATZ' })).toBe('Standby');
  });
});
