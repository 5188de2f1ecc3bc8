import type { Order } from '#contract/order.ts';
import type { Trade } from '#contract/trade.ts';
import type { OrderMarket } from '../../entities/order/order-format.ts';

/** Hand-written fixtures in the contract's shape, for tests. */

export const MARKET_ID = 'a1'.repeat(32);
export const PARTY_ID = 'e1'.repeat(32);
export const ORDER_ID = 'b1'.repeat(32);

export const BTC: OrderMarket = {
  id: MARKET_ID,
  code: 'BTCUSD',
  decimalPlaces: 2,
  positionDecimalPlaces: 1,
};
export const MARKETS = new Map([[MARKET_ID, BTC]]);

export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    marketId: MARKET_ID,
    partyId: PARTY_ID,
    side: 'SIDE_BUY',
    price: '2741050',
    size: '50',
    remaining: '50',
    timeInForce: 'TIME_IN_FORCE_GTC',
    type: 'TYPE_LIMIT',
    createdAt: '1767225600000000000',
    status: 'STATUS_ACTIVE',
    expiresAt: '0',
    reference: '',
    updatedAt: '0',
    version: '1',
    batchId: '1',
    peggedOrder: null,
    liquidityProvisionId: '',
    postOnly: false,
    reduceOnly: false,
    ...over,
  };
}

export function makeTrade(over: Partial<Trade> = {}): Trade {
  const fee = { makerFee: '10', infrastructureFee: '5', liquidityFee: '2' };
  return {
    id: 'c1'.repeat(32),
    marketId: MARKET_ID,
    price: '2741050',
    size: '20',
    buyer: PARTY_ID,
    seller: 'f1'.repeat(32),
    aggressor: 'SIDE_SELL',
    buyOrder: ORDER_ID,
    sellOrder: 'd1'.repeat(32),
    timestamp: '1767225601000000000',
    type: 'TYPE_DEFAULT',
    buyerFee: fee,
    sellerFee: fee,
    buyerAuctionBatch: '0',
    sellerAuctionBatch: '0',
    ...over,
  };
}
