import { describe, expect, it } from 'vitest';
import {
  latestMarketDepthResponseSchema,
  marketDepthSchema,
  marketDepthUpdateSchema,
} from './market-depth.ts';
import { parseStreamForm } from './stream-decode.ts';
import { tradeResponseSchema, tradeSchema, tradesResponseSchema } from './trade.ts';

const TRADE = '3d'.repeat(32);
const MARKET = '1b'.repeat(32);

const restTrade = {
  id: TRADE,
  marketId: MARKET,
  price: '123450',
  size: '5',
  buyer: 'a1'.repeat(32),
  seller: 'b2'.repeat(32),
  aggressor: 'SIDE_SELL',
  buyOrder: 'c3'.repeat(32),
  sellOrder: 'd4'.repeat(32),
  timestamp: '1683633600123456789',
  type: 'TYPE_DEFAULT',
  buyerFee: { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' },
  sellerFee: { makerFee: '25', infrastructureFee: '62', liquidityFee: '12' },
  buyerAuctionBatch: '0',
  sellerAuctionBatch: '0',
};

describe('tradeSchema', () => {
  it('parses a REST trade and its responses', () => {
    expect(tradeSchema.parse(restTrade)).toEqual(restTrade);
    expect(tradeResponseSchema.parse({ trade: restTrade })).toEqual({ trade: restTrade });
    const list = {
      trades: {
        edges: [{ cursor: 'c', node: restTrade }],
        pageInfo: { startCursor: 'c', endCursor: 'c', hasNextPage: true, hasPreviousPage: false },
      },
    };
    expect(tradesResponseSchema.parse(list)).toEqual(list);
  });

  it('reads a network close-out trade whose buyer is "network"', () => {
    const closeOut = { ...restTrade, buyer: 'network', type: 'TYPE_NETWORK_CLOSE_OUT_BAD' };
    expect(tradeSchema.parse(closeOut)).toEqual(closeOut);
  });

  it('rejects a wrong enum name or a numeric amount', () => {
    expect(tradeSchema.safeParse({ ...restTrade, type: 'TYPE_LIMIT' }).success).toBe(false);
    expect(
      tradeSchema.safeParse({ ...restTrade, sellerFee: { ...restTrade.sellerFee, makerFee: 25 } })
        .success,
    ).toBe(false);
  });

  it('decodes the stream form', () => {
    const wire = {
      id: TRADE,
      marketId: MARKET,
      price: '100',
      size: '1',
      buyer: 'a1'.repeat(32),
      seller: 'b2'.repeat(32),
      aggressor: 1,
      buyOrder: 'c3'.repeat(32),
      sellOrder: 'd4'.repeat(32),
      timestamp: '1683633600000000001',
      type: 1,
      buyerFee: { makerFee: '1', infrastructureFee: '2' },
      sellerFee: {},
      sellerAuctionBatch: '3',
    };
    expect(parseStreamForm(tradeSchema, wire)).toEqual({
      id: TRADE,
      marketId: MARKET,
      price: '100',
      size: '1',
      buyer: 'a1'.repeat(32),
      seller: 'b2'.repeat(32),
      aggressor: 'SIDE_BUY',
      buyOrder: 'c3'.repeat(32),
      sellOrder: 'd4'.repeat(32),
      timestamp: '1683633600000000001',
      type: 'TYPE_DEFAULT',
      buyerFee: { makerFee: '1', infrastructureFee: '2', liquidityFee: '0' },
      sellerFee: { makerFee: '0', infrastructureFee: '0', liquidityFee: '0' },
      buyerAuctionBatch: '0',
      sellerAuctionBatch: '3',
    });
  });
});

describe('market depth', () => {
  const latest = {
    marketId: MARKET,
    buy: [{ price: '99', numberOfOrders: '2', volume: '30' }],
    sell: [
      { price: '101', numberOfOrders: '1', volume: '5' },
      { price: '102', numberOfOrders: '3', volume: '12' },
    ],
    lastTrade: restTrade,
    sequenceNumber: '1683633600000000042',
  };

  it('parses the latest-depth response, with or without a last trade', () => {
    expect(latestMarketDepthResponseSchema.parse(latest)).toEqual(latest);
    const noTrade = { ...latest, lastTrade: null };
    expect(latestMarketDepthResponseSchema.parse(noTrade)).toEqual(noTrade);
  });

  it('rejects numeric volumes', () => {
    const bad = { ...latest, buy: [{ price: '99', numberOfOrders: 2, volume: '30' }] };
    expect(latestMarketDepthResponseSchema.safeParse(bad).success).toBe(false);
  });

  it('decodes stream depth and depth updates', () => {
    expect(
      parseStreamForm(marketDepthSchema, {
        marketId: MARKET,
        buy: [{ price: '99', numberOfOrders: '2', volume: '30' }],
        sequenceNumber: '5',
      }),
    ).toEqual({
      marketId: MARKET,
      buy: [{ price: '99', numberOfOrders: '2', volume: '30' }],
      sell: [],
      sequenceNumber: '5',
    });
    expect(
      parseStreamForm(marketDepthUpdateSchema, {
        marketId: MARKET,
        sell: [{ price: '101' }],
        sequenceNumber: '6',
        previousSequenceNumber: '5',
      }),
    ).toEqual({
      marketId: MARKET,
      buy: [],
      sell: [{ price: '101', numberOfOrders: '0', volume: '0' }],
      sequenceNumber: '6',
      previousSequenceNumber: '5',
    });
  });
});
