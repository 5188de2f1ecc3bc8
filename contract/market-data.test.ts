import { describe, expect, it } from 'vitest';
import {
  latestMarketDataResponseSchema,
  marketDataHistoryResponseSchema,
  marketDataSchema,
  marketsDataResponseSchema,
} from './market-data.ts';
import { parseStreamForm } from './stream-decode.ts';

const MARKET = '1b'.repeat(32);

const restMarketData = {
  markPrice: '123450',
  bestBidPrice: '123400',
  bestBidVolume: '10',
  bestOfferPrice: '123500',
  bestOfferVolume: '7',
  bestStaticBidPrice: '123400',
  bestStaticBidVolume: '10',
  bestStaticOfferPrice: '123500',
  bestStaticOfferVolume: '7',
  midPrice: '123450',
  staticMidPrice: '123450',
  market: MARKET,
  timestamp: '1683633600123456789',
  openInterest: '42',
  auctionEnd: '0',
  auctionStart: '0',
  indicativePrice: '0',
  indicativeVolume: '0',
  marketTradingMode: 'TRADING_MODE_CONTINUOUS',
  trigger: 'AUCTION_TRIGGER_UNSPECIFIED',
  extensionTrigger: 'AUCTION_TRIGGER_UNSPECIFIED',
  targetStake: '5000',
  suppliedStake: '10000',
  priceMonitoringBounds: [
    {
      minValidPrice: '120000',
      maxValidPrice: '127000',
      trigger: { horizon: '43200', probability: '0.9999999', auctionExtension: '300' },
      referencePrice: '123456.5',
    },
  ],
  marketValueProxy: '10000',
  liquidityProviderFeeShare: [
    {
      party: 'a1'.repeat(32),
      equityLikeShare: '1',
      averageEntryValuation: '10000',
      averageScore: '0.5',
    },
  ],
  marketState: 'STATE_ACTIVE',
  nextMarkToMarket: '1683633605000000000',
  lastTradedPrice: '123450',
};

describe('marketDataSchema', () => {
  it('parses REST market data and its three responses', () => {
    expect(marketDataSchema.parse(restMarketData)).toEqual(restMarketData);
    const all = { marketsData: [restMarketData] };
    expect(marketsDataResponseSchema.parse(all)).toEqual(all);
    const latest = { marketData: restMarketData };
    expect(latestMarketDataResponseSchema.parse(latest)).toEqual(latest);
    const history = {
      marketData: {
        edges: [{ cursor: 'h', node: restMarketData }],
        pageInfo: { startCursor: 'h', endCursor: 'h', hasNextPage: false, hasPreviousPage: true },
      },
    };
    expect(marketDataHistoryResponseSchema.parse(history)).toEqual(history);
    // The latest response is not the history one.
    expect(marketDataHistoryResponseSchema.safeParse(latest).success).toBe(false);
  });

  it('rejects a wrong enum name, a numeric volume and a marketId key', () => {
    const bad = [
      { ...restMarketData, trigger: 'AUCTION_TRIGGER_OPEN' },
      { ...restMarketData, bestBidVolume: 10 },
      { ...restMarketData, market: undefined, marketId: MARKET },
    ];
    for (const sample of bad) expect(marketDataSchema.safeParse(sample).success).toBe(false);
  });

  it('decodes the stream form', () => {
    const wire = {
      markPrice: '100',
      market: MARKET,
      timestamp: '1683633600000000000',
      auctionEnd: '1683633700000000000',
      auctionStart: '1683633600000000000',
      indicativePrice: '99',
      indicativeVolume: '3',
      marketTradingMode: 4,
      trigger: 3,
      priceMonitoringBounds: [
        { minValidPrice: '90', maxValidPrice: '110', trigger: { horizon: '60' } },
      ],
      marketState: 6,
    };
    expect(parseStreamForm(marketDataSchema, wire)).toEqual({
      markPrice: '100',
      bestBidPrice: '0',
      bestBidVolume: '0',
      bestOfferPrice: '0',
      bestOfferVolume: '0',
      bestStaticBidPrice: '0',
      bestStaticBidVolume: '0',
      bestStaticOfferPrice: '0',
      bestStaticOfferVolume: '0',
      midPrice: '0',
      staticMidPrice: '0',
      market: MARKET,
      timestamp: '1683633600000000000',
      openInterest: '0',
      auctionEnd: '1683633700000000000',
      auctionStart: '1683633600000000000',
      indicativePrice: '99',
      indicativeVolume: '3',
      marketTradingMode: 'TRADING_MODE_MONITORING_AUCTION',
      trigger: 'AUCTION_TRIGGER_PRICE',
      extensionTrigger: 'AUCTION_TRIGGER_UNSPECIFIED',
      targetStake: '0',
      suppliedStake: '0',
      priceMonitoringBounds: [
        {
          minValidPrice: '90',
          maxValidPrice: '110',
          trigger: { horizon: '60', probability: '0', auctionExtension: '0' },
          referencePrice: '0',
        },
      ],
      marketValueProxy: '0',
      liquidityProviderFeeShare: [],
      marketState: 'STATE_SUSPENDED',
      nextMarkToMarket: '0',
      lastTradedPrice: '0',
    });
  });
});
