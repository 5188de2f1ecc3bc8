import { describe, expect, it } from 'vitest';
import { validatorColumns } from './validator-columns.tsx';

/** Issue 10: numeric columns are right-aligned everywhere (the `num` class of the data table). */
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
});
