import { describe, expect, it } from 'vitest';
import { batchOrderIds } from './created-orders.ts';
import { derivedIds } from './derived-ids.ts';
import { BTC_MARKET, orderSubmission, SIGNATURE } from './mocks.ts';

const chain = derivedIds(SIGNATURE, 6);
const id = (i: number) => chain[i]!;
const amendment = {
  orderId: 'aa'.repeat(32),
  marketId: BTC_MARKET,
  sizeDelta: '1',
  timeInForce: 'TIME_IN_FORCE_UNSPECIFIED' as const,
  peggedOffset: '',
  peggedReference: 'PEGGED_REFERENCE_UNSPECIFIED' as const,
};

describe('batchOrderIds', () => {
  it('steps over the trades of amendments and submissions to find each order', async () => {
    // Chain: amendment trade, order 1, its trade, order 2.
    const orders = new Set([id(1), id(3)]);
    const tradesOf: Record<string, string[]> = { [amendment.orderId]: [id(0)], [id(1)]: [id(2)] };
    const result = await batchOrderIds(
      SIGNATURE,
      {
        cancellations: [],
        amendments: [amendment],
        submissions: [orderSubmission, orderSubmission],
      },
      {
        orderExists: async (x) => orders.has(x),
        tradeIds: async (ids) => new Set(ids.flatMap((x) => tradesOf[x] ?? [])),
      },
    );
    expect(result).toEqual([id(1), id(3)]);
  });

  it('stops at an id that is neither an order nor a known trade', async () => {
    const result = await batchOrderIds(
      SIGNATURE,
      { cancellations: [], amendments: [], submissions: [orderSubmission, orderSubmission] },
      { orderExists: async (x) => x === id(0), tradeIds: async () => new Set() },
    );
    expect(result).toEqual([id(0)]);
  });

  it('looks nothing up for a batch without submissions', async () => {
    const result = await batchOrderIds(
      SIGNATURE,
      { cancellations: [], amendments: [], submissions: [] },
      {
        orderExists: () => Promise.reject(new Error('not called')),
        tradeIds: () => Promise.reject(new Error('not called')),
      },
    );
    expect(result).toEqual([]);
  });
});
