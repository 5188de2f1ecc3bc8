import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_FILTERS,
  isFiltered,
  orderFilterParams,
  orderFiltersToSearch,
  orderMatchesFilters,
  orderStreamParams,
  parseOrderFilters,
  STATUS_CHOICES,
} from './order-filters.ts';
import { makeOrder } from './mocks.ts';

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
      createdFrom: '',
      createdBefore: '',
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
      'filter.dateRange.startTimestamp': undefined,
      'filter.dateRange.endTimestamp': undefined,
    });
  });

  it('keeps the creation date range under filter.dateRange.*, in Unix ns', () => {
    const url = new URLSearchParams(
      'filter.dateRange.startTimestamp=1767225600000000000&filter.dateRange.endTimestamp=17672',
    );
    const filters = parseOrderFilters(url);
    expect(filters).toEqual({
      ...EMPTY_ORDER_FILTERS,
      createdFrom: '1767225600000000000',
      createdBefore: '17672',
    });
    expect(orderFiltersToSearch(filters).toString()).toBe(url.toString());
    expect(orderFilterParams(filters)['filter.dateRange.startTimestamp']).toBe(
      '1767225600000000000',
    );
    expect(
      parseOrderFilters(new URLSearchParams('filter.dateRange.startTimestamp=yesterday')),
    ).toEqual(EMPTY_ORDER_FILTERS);
  });

  it('offers every status but UNSPECIFIED', () => {
    expect(STATUS_CHOICES).toHaveLength(8);
    expect(STATUS_CHOICES).not.toContain('STATUS_UNSPECIFIED');
  });
});

describe('streamed orders against the filters', () => {
  const order = makeOrder({
    status: 'STATUS_PARKED',
    type: 'TYPE_LIMIT',
    timeInForce: 'TIME_IN_FORCE_GTT',
    partyId: PARTY,
    marketId: MARKET,
    reference: 'ref-1',
    liquidityProvisionId: '',
  });
  const f = (over: Partial<typeof EMPTY_ORDER_FILTERS>) => ({ ...EMPTY_ORDER_FILTERS, ...over });

  it('passes every filter it meets, and no filter at all', () => {
    expect(orderMatchesFilters(order, EMPTY_ORDER_FILTERS)).toBe(true);
    expect(
      orderMatchesFilters(
        order,
        f({
          statuses: ['STATUS_ACTIVE', 'STATUS_PARKED'],
          types: ['TYPE_LIMIT'],
          timeInForces: ['TIME_IN_FORCE_GTT'],
          partyIds: [PARTY],
          marketIds: [MARKET],
          reference: 'ref-1',
          liveOnly: true,
          excludeLiquidity: true,
        }),
      ),
    ).toBe(true);
  });

  it('fails any one filter it does not meet', () => {
    const misses = [
      f({ statuses: ['STATUS_FILLED'] }),
      f({ types: ['TYPE_MARKET'] }),
      f({ timeInForces: ['TIME_IN_FORCE_GTC'] }),
      f({ partyIds: ['ef'.repeat(32)] }),
      f({ marketIds: ['01'.repeat(32)] }),
      f({ reference: 'ref-2' }),
    ];
    for (const filters of misses) expect(orderMatchesFilters(order, filters)).toBe(false);
    expect(orderMatchesFilters({ ...order, status: 'STATUS_FILLED' }, f({ liveOnly: true }))).toBe(
      false,
    );
    expect(
      orderMatchesFilters({ ...order, liquidityProvisionId: 'lp' }, f({ excludeLiquidity: true })),
    ).toBe(false);
  });

  it('keeps a streamed order inside the creation range: from inclusive, before exclusive', () => {
    const at = (createdAt: string) => ({ ...order, createdAt });
    const range = f({ createdFrom: '1000', createdBefore: '2000' });
    expect(orderMatchesFilters(at('1000'), range)).toBe(true);
    expect(orderMatchesFilters(at('1999'), range)).toBe(true);
    expect(orderMatchesFilters(at('999'), range)).toBe(false);
    expect(orderMatchesFilters(at('2000'), range)).toBe(false);
  });

  it('hands the stream only the filters it takes, under its names', () => {
    expect(
      orderStreamParams(
        f({ marketIds: [MARKET], partyIds: [PARTY], excludeLiquidity: true, liveOnly: true }),
      ),
    ).toEqual({ marketIds: [MARKET], partyIds: [PARTY], excludeLiquidity: true });
    expect(orderStreamParams(EMPTY_ORDER_FILTERS)).toEqual({
      marketIds: [],
      partyIds: [],
      excludeLiquidity: undefined,
    });
  });
});
