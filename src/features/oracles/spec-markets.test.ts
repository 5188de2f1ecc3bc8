import { describe, expect, it } from 'vitest';
import { marketWith } from './fixtures.ts';
import { usesBySpec } from './spec-markets.ts';

describe('usesBySpec', () => {
  it('names each market on the specs it settles and terminates with, a shared spec once per market', () => {
    const uses = usesBySpec([
      marketWith('m1', 'EURUSD', 's-price', 's-end1'),
      marketWith('m2', 'EURGBP', 's-price', 's-end2'),
    ]);
    expect(uses.get('s-price')).toEqual([
      { marketId: 'm1', role: 'settlement', property: 'EURUSD.price' },
      { marketId: 'm2', role: 'settlement', property: 'EURGBP.price' },
    ]);
    expect(uses.get('s-end2')).toEqual([
      { marketId: 'm2', role: 'termination', property: 'EURGBP.end' },
    ]);
    expect(uses.has('unknown')).toBe(false);
  });
});
