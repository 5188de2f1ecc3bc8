import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_FILTERS,
  isFiltered,
  orderFilterParams,
  orderFiltersToSearch,
  parseOrderFilters,
  STATUS_CHOICES,
} from './order-filters.ts';

const PARTY = 'ab'.repeat(32);
const MARKET = 'cd'.repeat(32);

describe('order filters in the URL', () => {
  it('reads every filter under the reference’s names', () => {
    const url = new URLSearchParams(
      `filter.statuses=STATUS_PARKED&filter.statuses=STATUS_ACTIVE&filter.types=TYPE_LIMIT` +
        `&filter.timeInForces=TIME_IN_FORCE_GTT&filter.partyIds=${PARTY.toUpperCase()}` +
        `&filter.marketIds=${MARKET}&filter.reference=ref-1&filter.liveOnly=true&filter.excludeLiquidity=1`,
    );
    expect(parseOrderFilters(url)).toEqual({
      statuses: ['STATUS_ACTIVE', 'STATUS_PARKED'],
      types: ['TYPE_LIMIT'],
      timeInForces: ['TIME_IN_FORCE_GTT'],
      partyIds: [PARTY],
      marketIds: [MARKET],
      reference: 'ref-1',
      liveOnly: true,
      excludeLiquidity: true,
    });
  });

  it('drops values that are not valid rather than sending them', () => {
    const url = new URLSearchParams(
      'filter.statuses=STATUS_NOPE&filter.statuses=STATUS_UNSPECIFIED&filter.partyIds=xyz&filter.liveOnly=yes',
    );
    expect(parseOrderFilters(url)).toEqual(EMPTY_ORDER_FILTERS);
  });

  it('round-trips through the URL and keeps other parameters', () => {
    const filters = { ...EMPTY_ORDER_FILTERS, statuses: ['STATUS_FILLED'], liveOnly: true };
    const search = orderFiltersToSearch(
      filters,
      new URLSearchParams('node=http%3A%2F%2Fx&filter.reference=old'),
    );
    expect(search.toString()).toBe(
      'node=http%3A%2F%2Fx&filter.statuses=STATUS_FILLED&filter.liveOnly=true',
    );
    expect(parseOrderFilters(search)).toEqual(filters);
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(EMPTY_ORDER_FILTERS)).toBe(false);
  });

  it('becomes request parameters, leaving out what is not set', () => {
    expect(
      orderFilterParams({ ...EMPTY_ORDER_FILTERS, types: ['TYPE_MARKET'], excludeLiquidity: true }),
    ).toEqual({
      'filter.statuses': [],
      'filter.types': ['TYPE_MARKET'],
      'filter.timeInForces': [],
      'filter.partyIds': [],
      'filter.marketIds': [],
      'filter.reference': undefined,
      'filter.liveOnly': undefined,
      'filter.excludeLiquidity': true,
    });
  });

  it('offers every status but UNSPECIFIED', () => {
    expect(STATUS_CHOICES).toHaveLength(8);
    expect(STATUS_CHOICES).not.toContain('STATUS_UNSPECIFIED');
  });
});
