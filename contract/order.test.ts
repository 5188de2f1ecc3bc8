import { describe, expect, it } from 'vitest';
import { orderResponseSchema, orderSchema, ordersResponseSchema } from './order.ts';
import { parseStreamForm, toStreamForm } from './stream-decode.ts';

const ORDER = '0a'.repeat(32);
const MARKET = '1b'.repeat(32);
const PARTY = '2c'.repeat(32);

/** REST form: enums as names, defaults emitted, unset peggedOrder as null. */
const restOrder = {
  id: ORDER,
  marketId: MARKET,
  partyId: PARTY,
  side: 'SIDE_BUY',
  price: '123450',
  size: '10',
  remaining: '4',
  timeInForce: 'TIME_IN_FORCE_GTT',
  type: 'TYPE_LIMIT',
  createdAt: '1683633600123456789',
  status: 'STATUS_ACTIVE',
  expiresAt: '1683637200000000000',
  reference: 'my-ref',
  updatedAt: '1683633601000000000',
  version: '2',
  batchId: '7',
  peggedOrder: null,
  liquidityProvisionId: '',
  postOnly: false,
  reduceOnly: false,
};

describe('orderSchema (REST)', () => {
  it('parses an order as the data node serves it', () => {
    expect(orderSchema.parse(restOrder)).toEqual(restOrder);
  });

  it('parses a pegged, rejected order with its reason', () => {
    const pegged = {
      ...restOrder,
      status: 'STATUS_REJECTED',
      reason: 'ORDER_ERROR_MARGIN_CHECK_FAILED',
      peggedOrder: { reference: 'PEGGED_REFERENCE_BEST_BID', offset: '15' },
    };
    expect(orderSchema.parse(pegged)).toEqual(pegged);
  });

  it('rejects a wrong enum name', () => {
    expect(orderSchema.safeParse({ ...restOrder, side: 'SIDE_LONG' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...restOrder, reason: 'ORDER_ERROR_NOPE' }).success).toBe(false);
  });

  it('rejects numbers where decimal strings are required, and integer enums', () => {
    expect(orderSchema.safeParse({ ...restOrder, size: 10 }).success).toBe(false);
    expect(orderSchema.safeParse({ ...restOrder, price: '12.5' }).success).toBe(false);
    expect(orderSchema.safeParse({ ...restOrder, side: 1 }).success).toBe(false);
  });

  it('wraps orders in the list and single responses', () => {
    const list = {
      orders: {
        edges: [{ cursor: 'Y3Vyc29y', node: restOrder }],
        pageInfo: {
          startCursor: 'Y3Vyc29y',
          endCursor: 'Y3Vyc29y',
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    };
    expect(ordersResponseSchema.parse(list)).toEqual(list);
    expect(orderResponseSchema.parse({ order: restOrder })).toEqual({ order: restOrder });
    expect(orderResponseSchema.safeParse({ orders: restOrder }).success).toBe(false);
  });
});

describe('orderSchema (stream form)', () => {
  it('decodes integer enums and restores omitted defaults', () => {
    const wire = {
      id: ORDER,
      marketId: MARKET,
      partyId: PARTY,
      side: 2,
      price: '99',
      size: '3',
      timeInForce: 1,
      type: 1,
      createdAt: '1683633600000000000',
      status: 5,
      updatedAt: '1683633600000000000',
      version: '1',
      peggedOrder: { reference: 1, offset: '10' },
      postOnly: true,
    };
    expect(parseStreamForm(orderSchema, wire)).toEqual({
      id: ORDER,
      marketId: MARKET,
      partyId: PARTY,
      side: 'SIDE_SELL',
      price: '99',
      size: '3',
      remaining: '0',
      timeInForce: 'TIME_IN_FORCE_GTC',
      type: 'TYPE_LIMIT',
      createdAt: '1683633600000000000',
      status: 'STATUS_FILLED',
      expiresAt: '0',
      reference: '',
      updatedAt: '1683633600000000000',
      version: '1',
      batchId: '0',
      peggedOrder: { reference: 'PEGGED_REFERENCE_MID', offset: '10' },
      liquidityProvisionId: '',
      postOnly: true,
      reduceOnly: false,
    });
  });

  it('keeps the optional reason absent unless sent, and decodes it when sent', () => {
    const wire = { id: ORDER, status: 6, reason: 14 };
    const order = parseStreamForm(orderSchema, wire);
    expect(order.reason).toBe('ORDER_ERROR_MARGIN_CHECK_FAILED');
    expect(order.peggedOrder).toBeUndefined();
    expect('reason' in parseStreamForm(orderSchema, { id: ORDER })).toBe(false);
  });

  it('writes the stream form of an order and reads it back', () => {
    const pegged = {
      ...restOrder,
      timeInForce: 'TIME_IN_FORCE_GTC',
      expiresAt: '0',
      reason: 'ORDER_ERROR_UNSPECIFIED',
      peggedOrder: { reference: 'PEGGED_REFERENCE_BEST_ASK', offset: '3' },
      postOnly: true,
    };
    expect(toStreamForm(orderSchema, pegged)).toEqual({
      id: ORDER,
      marketId: MARKET,
      partyId: PARTY,
      side: 1,
      price: '123450',
      size: '10',
      remaining: '4',
      timeInForce: 1,
      type: 1,
      createdAt: '1683633600123456789',
      status: 1,
      reference: 'my-ref',
      reason: 0,
      updatedAt: '1683633601000000000',
      version: '2',
      batchId: '7',
      peggedOrder: { reference: 3, offset: '3' },
      postOnly: true,
    });
    expect(parseStreamForm(orderSchema, toStreamForm(orderSchema, pegged))).toEqual(pegged);
  });
});
