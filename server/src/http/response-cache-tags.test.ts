import { describe, expect, it } from 'vitest';
import { BlockOutput } from '../chain/engine/block/block-output.ts';
import { accountRef, SYSTEM_OWNER } from '../chain/engine/collateral/accounts.ts';
import type { Order } from '#contract/order.ts';
import type { Trade } from '#contract/trade.ts';
import { ANY_BLOCK } from './response-cache.ts';
import { requestDependencies, touchedBy } from './response-cache-tags.ts';

/**
 * Which tags an answer depends on, read from the query as Fastify hands it to the route (a
 * repeated parameter is an array), and which tags a block touches. Expected tags are spelled
 * out literally.
 */

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const M = 'c'.repeat(64);
const N = 'd'.repeat(64);
const ASSET = 'e'.repeat(64);

const deps = (route: string, query: Record<string, string | string[]>) => {
  const d = requestDependencies(route, query);
  return d === ANY_BLOCK ? d : [...d].sort();
};

describe('requestDependencies: /api/v2/orders', () => {
  const route = '/api/v2/orders';
  it('depends on the parties named, in either spelling, repeated or not', () => {
    expect(deps(route, { 'filter.partyIds': A })).toEqual([`order-party:${A}`]);
    expect(deps(route, { 'filter.party_ids': [A, B] })).toEqual([
      `order-party:${A}`,
      `order-party:${B}`,
    ]);
    // Upper-case hex is the same party to the route (it lower-cases ids).
    expect(deps(route, { 'filter.partyIds': A.toUpperCase() })).toEqual([`order-party:${A}`]);
  });

  it('reads the parameter the route reads when both spellings are given', () => {
    // The route (QueryReader) takes camelCase first and ignores the snake_case one then.
    expect(deps(route, { 'filter.partyIds': A, 'filter.party_ids': B })).toEqual([
      `order-party:${A}`,
    ]);
  });

  it('depends on the parties only when parties and markets are named (markets only narrow)', () => {
    expect(
      deps(route, { 'filter.partyIds': A, 'filter.marketIds': M, 'filter.liveOnly': 'true' }),
    ).toEqual([`order-party:${A}`]);
  });

  it('depends on the markets when no party is named', () => {
    expect(deps(route, { 'filter.marketIds': [M, N], 'filter.statuses': 'STATUS_ACTIVE' })).toEqual(
      [`order-market:${M}`, `order-market:${N}`],
    );
    expect(deps(route, { 'filter.market_ids': M })).toEqual([`order-market:${M}`]);
  });

  it('is any block without parties and markets, with only empty values, or a bad query', () => {
    expect(deps(route, {})).toBe(ANY_BLOCK);
    expect(deps(route, { 'filter.statuses': 'STATUS_ACTIVE', 'pagination.first': '5' })).toBe(
      ANY_BLOCK,
    );
    expect(deps(route, { 'filter.partyIds': '' })).toBe(ANY_BLOCK);
    expect(deps(route, { 'filter.partyIds': 'not-an-id' })).toBe(ANY_BLOCK);
    expect(deps(route, { 'filter.partyIds': A, 'filter.statuses': 'NOPE' })).toBe(ANY_BLOCK);
  });
});

describe('requestDependencies: /api/v2/trades', () => {
  const route = '/api/v2/trades';
  it('depends on the parties, else the markets, else any block', () => {
    expect(deps(route, { partyIds: [A, B], marketIds: M })).toEqual([
      `trade-party:${A}`,
      `trade-party:${B}`,
    ]);
    expect(deps(route, { market_ids: M })).toEqual([`trade-market:${M}`]);
    expect(deps(route, { orderIds: A })).toBe(ANY_BLOCK);
    expect(deps(route, {})).toBe(ANY_BLOCK);
    // The orders route's name means nothing here.
    expect(deps(route, { 'filter.partyIds': A })).toBe(ANY_BLOCK);
  });
});

describe('requestDependencies: /api/v2/ledgerentry/history', () => {
  const route = '/api/v2/ledgerentry/history';
  const from = 'filter.fromAccountFilter';
  const to = 'filter.toAccountFilter';

  it('depends on the party of each side that names one', () => {
    expect(deps(route, { [`${from}.partyIds`]: A })).toEqual([`ledger-party:${A}`]);
    // snake_case is the whole name in snake case (grpc-gateway's other spelling).
    expect(deps(route, { 'filter.to_account_filter.party_ids': B })).toEqual([`ledger-party:${B}`]);
    expect(deps(route, { [`${from}.partyIds`]: A, [`${to}.partyIds`]: B })).toEqual([
      `ledger-party:${A}`,
      `ledger-party:${B}`,
    ]);
    // Narrowed further on a side that names its party: still that party only.
    expect(
      deps(route, {
        [`${from}.partyIds`]: A,
        [`${from}.assetId`]: ASSET,
        [`${from}.accountTypes`]: 'ACCOUNT_TYPE_GENERAL',
        'filter.transferTypes': 'TRANSFER_TYPE_DEPOSIT',
      }),
    ).toEqual([`ledger-party:${A}`]);
  });

  it('is any block when a side filters without naming a party (it matches other parties)', () => {
    const others: Record<string, string>[] = [
      { [`${to}.assetId`]: ASSET },
      { [`${to}.marketIds`]: M },
      { [`${to}.accountTypes`]: 'ACCOUNT_TYPE_GENERAL' },
    ];
    for (const other of others) {
      expect(deps(route, { [`${from}.partyIds`]: A, ...other })).toBe(ANY_BLOCK);
      expect(
        deps(route, { [`${from}.partyIds`]: A, 'filter.closeOnAccountFilters': 'true', ...other }),
      ).toBe(ANY_BLOCK);
    }
  });

  it('is any block for a query the route refuses', () => {
    expect(deps(route, {})).toBe(ANY_BLOCK);
    expect(deps(route, { [`${from}.partyIds`]: [A, B] })).toBe(ANY_BLOCK);
    // Not a spelling the route reads: no party at all, a 400.
    expect(deps(route, { [`${to}.party_ids`]: B })).toBe(ANY_BLOCK);
  });
});

describe('requestDependencies: other routes', () => {
  it('is any block for every other route, whatever its query', () => {
    expect(deps('/api/v2/positions', { 'filter.partyIds': A })).toBe(ANY_BLOCK);
    expect(deps('/api/v2/order/:orderId', { 'filter.partyIds': A })).toBe(ANY_BLOCK);
    expect(requestDependencies(undefined, { 'filter.partyIds': A })).toBe(ANY_BLOCK);
    expect(requestDependencies('/api/v2/orders', undefined)).toBe(ANY_BLOCK);
  });
});

describe('touchedBy', () => {
  it('names the parties and markets of orders and trades, and both owners of ledger entries', () => {
    const out = new BlockOutput(7n, 7000n);
    out.recordOrder({ id: '01', version: '1', partyId: A, marketId: M } as unknown as Order);
    out.trades.push({
      seq: 1n,
      trade: { id: 't1', buyer: B, seller: A, marketId: N } as unknown as Trade,
    });
    out.ledgerEntries.push({
      seq: 1n,
      entry: {
        fromAccount: accountRef(B, ASSET, '', 'ACCOUNT_TYPE_GENERAL'),
        toAccount: accountRef(SYSTEM_OWNER, ASSET, M, 'ACCOUNT_TYPE_INSURANCE'),
        amount: 1n,
        type: 'TRANSFER_TYPE_MARGIN_LOW',
        timestamp: 7000n,
        fromAccountBalance: 0n,
        toAccountBalance: 1n,
      },
    });
    expect([...touchedBy(out)].sort()).toEqual(
      [
        `order-party:${A}`,
        `order-market:${M}`,
        `trade-party:${B}`,
        `trade-party:${A}`,
        `trade-market:${N}`,
        `ledger-party:${B}`,
        // The system account's owner as the store writes it (and as routes match it).
        'ledger-party:network',
      ].sort(),
    );
    expect(touchedBy(new BlockOutput(8n, 8000n)).size).toBe(0);
  });
});
