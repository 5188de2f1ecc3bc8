import { describe, expect, it } from 'vitest';
import type { Transaction } from '#contract/transaction.ts';
import { derivedIds } from './derived-ids.ts';
import {
  BTC_MARKET,
  DERIVED_ID,
  makeTx,
  orderSubmission,
  PARTY,
  SIGNATURE,
  signature,
} from './mocks.ts';
import { findOrderTransactions, lastUpdate, orderRoles } from './order-link.ts';

const order = { id: DERIVED_ID, partyId: PARTY, marketId: BTC_MARKET };
const OTHER_SIG = '11'.repeat(64);

const submit = makeTx('orderSubmission', orderSubmission, { block: '10', index: 3 });
const amend = makeTx(
  'orderAmendment',
  {
    orderId: DERIVED_ID,
    marketId: BTC_MARKET,
    sizeDelta: '1',
    timeInForce: 'TIME_IN_FORCE_UNSPECIFIED',
    peggedOffset: '',
    peggedReference: 'PEGGED_REFERENCE_UNSPECIFIED',
  },
  { block: '20', index: 0, hash: 'CD'.repeat(32), signature: signature(OTHER_SIG) },
);
const cancelAll = makeTx(
  'orderCancellation',
  { orderId: '', marketId: '' },
  { block: '30', index: 1, hash: 'EF'.repeat(32), signature: signature(OTHER_SIG) },
);

describe('orderRoles', () => {
  it('confirms a submission by its derived id only', () => {
    expect(orderRoles(submit, order)).toEqual([{ role: 'Submitted', inBatch: false }]);
    expect(orderRoles({ ...submit, signature: signature(OTHER_SIG) }, order)).toEqual([]);
  });

  it('recognises amendments and cancellations of the order, or of all the party’s orders', () => {
    expect(orderRoles(amend, order)).toEqual([{ role: 'Amended', inBatch: false }]);
    expect(orderRoles(cancelAll, order)).toEqual([{ role: 'Cancelled', inBatch: false }]);
    const otherMarket = makeTx('orderCancellation', { orderId: '', marketId: 'ff'.repeat(32) });
    expect(orderRoles(otherMarket, order)).toEqual([]);
  });

  it('finds an order deep in a batch’s id chain', () => {
    // The third id of the chain: two ids went to an earlier submission and its trade.
    const deep = { ...order, id: derivedIds(SIGNATURE, 3)[2]! };
    const batch = makeTx('batchMarketInstructions', {
      cancellations: [],
      amendments: [],
      submissions: [orderSubmission, orderSubmission],
    });
    expect(orderRoles(batch, deep)).toEqual([{ role: 'Submitted', inBatch: true }]);
  });
});

describe('lastUpdate', () => {
  it('is the latest update after creation', () => {
    expect(lastUpdate('5', ['0', '7', '9', '7', '5', '3'])).toBe('9');
    expect(lastUpdate('5', ['0', '5'])).toBeUndefined();
  });
});

describe('findOrderTransactions', () => {
  const blockTimes = new Map(
    [...Array(40).keys()].map((h) => [BigInt(h + 1), BigInt(1000 + h + 1)]),
  );
  const all = [submit, amend, cancelAll];
  const position = (tx: Transaction) => Number(tx.block) * 1000 + tx.index;
  const cursor = (c: string) => {
    const [block = '0', index = '0'] = c.split('.');
    return Number(block) * 1000 + Number(index);
  };
  const deps = {
    latest: async () => 40n,
    timeOf: async (h: bigint) => blockTimes.get(h),
    partyTxsAt: async (h: bigint) => all.filter((tx) => tx.block === h.toString()),
    partyTxsBetween: async (after: string, before: string, _party: string, type: string) =>
      all.filter(
        (tx) => tx.type === type && position(tx) > cursor(after) && position(tx) < cursor(before),
      ),
  };

  it('links the submitting, amending and cancelling transactions in chain order', async () => {
    const order30 = { ...order, createdAt: '1010' };
    const result = await findOrderTransactions(order30, '1030', deps);
    expect(result.unlocated).toEqual([]);
    expect(result.links.map((l) => [l.tx.block, l.role])).toEqual([
      ['10', 'Submitted'],
      ['20', 'Amended'],
      ['30', 'Cancelled'],
    ]);
  });

  it('reads only the creation block of an order never updated', async () => {
    const result = await findOrderTransactions({ ...order, createdAt: '1010' }, undefined, deps);
    expect(result.links.map((l) => l.role)).toEqual(['Submitted']);
  });

  it('reports the times no block has, and still reads the range it can', async () => {
    const result = await findOrderTransactions({ ...order, createdAt: '5' }, '1020', deps);
    expect(result.unlocated).toEqual(['5']);
    expect(result.links.map((l) => l.role)).toEqual(['Amended']);
  });
});
