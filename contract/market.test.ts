import { describe, expect, it } from 'vitest';
import { dataSourceSpecSchema } from './data-source.ts';
import { marketResponseSchema, marketSchema, marketsResponseSchema } from './market.ts';
import { parseStreamForm } from './stream-decode.ts';

const MARKET = '1b'.repeat(32);
const ASSET = '4e'.repeat(32);
const SIGNER = '5f'.repeat(32);

const settlementSpec = {
  id: '6a'.repeat(32),
  createdAt: '1683633600000000000',
  updatedAt: '0',
  data: {
    external: {
      oracle: {
        signers: [
          { pubKey: { key: SIGNER } },
          { ethAddress: { address: '0xAbC0000000000000000000000000000000000001' } },
        ],
        filters: [
          {
            key: { name: 'prices.BTC.value', type: 'TYPE_INTEGER', numberDecimalPlaces: '5' },
            conditions: [{ operator: 'OPERATOR_GREATER_THAN', value: '0' }],
          },
        ],
      },
    },
  },
  status: 'STATUS_ACTIVE',
};

const terminationSpec = {
  id: '7b'.repeat(32),
  createdAt: '1683633600000000000',
  updatedAt: '0',
  data: {
    internal: {
      time: {
        conditions: [{ operator: 'OPERATOR_GREATER_THAN_OR_EQUAL', value: '1700000000' }],
      },
    },
  },
  status: 'STATUS_ACTIVE',
};

const restMarket = {
  id: MARKET,
  tradableInstrument: {
    instrument: {
      id: '',
      code: 'BTCUSD.MF21',
      name: 'BTC/USD futures',
      metadata: { tags: ['base:BTC', 'quote:USD'] },
      future: {
        settlementAsset: ASSET,
        quoteName: 'USD',
        dataSourceSpecForSettlementData: settlementSpec,
        dataSourceSpecForTradingTermination: terminationSpec,
        dataSourceSpecBinding: {
          settlementDataProperty: 'prices.BTC.value',
          tradingTerminationProperty: 'netprotocol.builtin.timestamp',
        },
      },
    },
    marginCalculator: {
      scalingFactors: { searchLevel: 1.1, initialMargin: 1.5, collateralRelease: 1.7 },
    },
    logNormalRiskModel: {
      riskAversionParameter: 0.0001,
      tau: 0.0000190129,
      params: { mu: 0, r: 0.016, sigma: 1.25 },
    },
  },
  decimalPlaces: '5',
  fees: { factors: { makerFee: '0.0002', infrastructureFee: '0.0005', liquidityFee: '0.001' } },
  openingAuction: { duration: '30', volume: '0' },
  priceMonitoringSettings: {
    parameters: {
      triggers: [{ horizon: '43200', probability: '0.9999999', auctionExtension: '300' }],
    },
  },
  liquidityMonitoringParameters: {
    targetStakeParameters: { timeWindow: '3600', scalingFactor: 10 },
    triggeringRatio: '0.7',
    auctionExtension: '1',
  },
  tradingMode: 'TRADING_MODE_CONTINUOUS',
  state: 'STATE_ACTIVE',
  marketTimestamps: {
    proposed: '1683633500000000000',
    pending: '1683633550000000000',
    open: '1683633600000000000',
    close: '0',
  },
  positionDecimalPlaces: '2',
  lpPriceRange: '0.8',
  linearSlippageFactor: '0.001',
  quadraticSlippageFactor: '0',
};

describe('marketSchema', () => {
  it('parses a full REST market and its responses', () => {
    expect(marketSchema.parse(restMarket)).toEqual(restMarket);
    expect(marketResponseSchema.parse({ market: restMarket })).toEqual({ market: restMarket });
    const list = {
      markets: {
        edges: [{ cursor: 'm', node: restMarket }],
        pageInfo: { startCursor: 'm', endCursor: 'm', hasNextPage: false, hasPreviousPage: false },
      },
    };
    expect(marketsResponseSchema.parse(list)).toEqual(list);
  });

  it('parses a market with the simple risk model', () => {
    const instrumentRest: Record<string, unknown> = { ...restMarket.tradableInstrument };
    delete instrumentRest.logNormalRiskModel;
    const simple = {
      ...restMarket,
      tradableInstrument: {
        ...instrumentRest,
        simpleRiskModel: {
          params: {
            factorLong: 0.15,
            factorShort: 0.25,
            maxMoveUp: 10,
            minMoveDown: -5,
            probabilityOfTrading: 0.1,
          },
        },
      },
    };
    expect(marketSchema.parse(simple)).toEqual(simple);
  });

  it('rejects wrong enum names and wrong scalar kinds', () => {
    expect(marketSchema.safeParse({ ...restMarket, state: 'STATE_OPEN' }).success).toBe(false);
    expect(marketSchema.safeParse({ ...restMarket, decimalPlaces: 5 }).success).toBe(false);
    expect(marketSchema.safeParse({ ...restMarket, lpPriceRange: 'wide' }).success).toBe(false);
    expect(
      dataSourceSpecSchema.safeParse({ ...terminationSpec, status: 'STATUS_ENABLED' }).success,
    ).toBe(false);
  });

  it('decodes a data source spec from the stream form', () => {
    const wire = {
      id: '6a'.repeat(32),
      createdAt: '1683633600000000000',
      data: {
        external: {
          oracle: {
            signers: [{ pubKey: { key: SIGNER } }],
            filters: [{ key: { name: 'price', type: 5 }, conditions: [{ operator: 1 }] }],
          },
        },
      },
      status: 2,
    };
    expect(parseStreamForm(dataSourceSpecSchema, wire)).toEqual({
      id: '6a'.repeat(32),
      createdAt: '1683633600000000000',
      updatedAt: '0',
      data: {
        external: {
          oracle: {
            signers: [{ pubKey: { key: SIGNER } }],
            filters: [
              {
                key: { name: 'price', type: 'TYPE_DECIMAL' },
                conditions: [{ operator: 'OPERATOR_EQUALS', value: '' }],
              },
            ],
          },
        },
      },
      status: 'STATUS_DEACTIVATED',
    });
  });

  it('decodes a market from the stream form', () => {
    const wire = {
      id: MARKET,
      tradableInstrument: {
        instrument: { code: 'X', name: 'X future', metadata: {} },
        marginCalculator: { scalingFactors: { searchLevel: 1.1 } },
        simpleRiskModel: { params: { factorLong: 0.1, factorShort: 0.2 } },
      },
      decimalPlaces: '3',
      fees: { factors: { makerFee: '0.0002' } },
      openingAuction: { duration: '10' },
      priceMonitoringSettings: { parameters: {} },
      liquidityMonitoringParameters: { targetStakeParameters: { timeWindow: '60' } },
      tradingMode: 3,
      state: 3,
      marketTimestamps: { proposed: '1' },
    };
    expect(parseStreamForm(marketSchema, wire)).toEqual({
      id: MARKET,
      tradableInstrument: {
        instrument: { id: '', code: 'X', name: 'X future', metadata: { tags: [] } },
        marginCalculator: {
          scalingFactors: { searchLevel: 1.1, initialMargin: 0, collateralRelease: 0 },
        },
        simpleRiskModel: {
          params: {
            factorLong: 0.1,
            factorShort: 0.2,
            maxMoveUp: 0,
            minMoveDown: 0,
            probabilityOfTrading: 0,
          },
        },
      },
      decimalPlaces: '3',
      fees: { factors: { makerFee: '0.0002', infrastructureFee: '0', liquidityFee: '0' } },
      openingAuction: { duration: '10', volume: '0' },
      priceMonitoringSettings: { parameters: { triggers: [] } },
      liquidityMonitoringParameters: {
        targetStakeParameters: { timeWindow: '60', scalingFactor: 0 },
        triggeringRatio: '0',
        auctionExtension: '0',
      },
      tradingMode: 'TRADING_MODE_OPENING_AUCTION',
      state: 'STATE_PENDING',
      marketTimestamps: { proposed: '1', pending: '0', open: '0', close: '0' },
      positionDecimalPlaces: '0',
      lpPriceRange: '0',
      linearSlippageFactor: '0',
      quadraticSlippageFactor: '0',
    });
  });
});
