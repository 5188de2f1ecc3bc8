import { describe, expect, it } from 'vitest';
import { matchesFilters, readListSearch, writeListSearch } from './list-search.ts';

describe('markets list search', () => {
  it('reads filters and a descending sort from the URL', () => {
    expect(readListSearch(new URLSearchParams('q=eth&state=STATE_ACTIVE&sort=-volume'))).toEqual({
      q: 'eth',
      state: 'STATE_ACTIVE',
      sorting: [{ id: 'volume', desc: true }],
    });
  });

  it('ignores a sort on a column it does not know', () => {
    expect(readListSearch(new URLSearchParams('sort=password')).sorting).toEqual([]);
  });

  it('writes changes, keeps other parameters and drops emptied ones', () => {
    const next = writeListSearch(new URLSearchParams('q=btc&node=x'), {
      q: '',
      sorting: [{ id: 'mark', desc: false }],
    });
    expect(next.toString()).toBe('node=x&sort=mark');
    expect(writeListSearch(next, { sorting: [] }).toString()).toBe('node=x');
  });

  it('matches code or name, any case, within the chosen state', () => {
    const row = { code: 'ETHUSD.MF23', name: 'ETHUSD Monthly Futures', state: 'STATE_ACTIVE' };
    expect(matchesFilters(row, { q: 'monthly', state: '' })).toBe(true);
    expect(matchesFilters(row, { q: 'ethusd.mf', state: 'STATE_ACTIVE' })).toBe(true);
    expect(matchesFilters(row, { q: '', state: 'STATE_SETTLED' })).toBe(false);
    expect(matchesFilters(row, { q: 'btc', state: '' })).toBe(false);
  });
});
