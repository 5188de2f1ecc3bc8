import { describe, expect, it } from 'vitest';
import { marketViewSearch, readMarketView } from './market-view-search.ts';

describe('market view in the URL', () => {
  it('reads tab, grouping and interval, falling back to defaults', () => {
    expect(readMarketView(new URLSearchParams('tab=chart&group=100&interval=5m'))).toEqual({
      tab: 'chart',
      group: 100,
      interval: '5m',
    });
    expect(readMarketView(new URLSearchParams('tab=<script>&group=3'))).toEqual({
      tab: 'trading',
      group: 1,
      interval: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(marketViewSearch({ tab: 'trading', group: 1, interval: null })).toBe('');
    expect(marketViewSearch({ tab: 'config', group: 10, interval: '1h' })).toBe(
      '?tab=config&group=10&interval=1h',
    );
  });
});
