import { describe, expect, it } from 'vitest';
import { candleIntervalsResponseSchema, candleSchema, candlesResponseSchema } from './candle.ts';
import { infoResponseSchema, timeResponseSchema } from './info.ts';
import { liquidityProvisionSchema, liquidityProvisionsResponseSchema } from './liquidity.ts';
import { marginLevelsResponseSchema, marginLevelsSchema } from './margin.ts';
import {
  coreNetworkParametersResponseSchema,
  networkParameterResponseSchema,
  networkParametersResponseSchema,
} from './network-parameter.ts';
import { spamStatisticsResponseSchema } from './spam.ts';
import { parseStreamForm } from './stream-decode.ts';

const PARTY = '2c'.repeat(32);
const MARKET = '1b'.repeat(32);
const ASSET = '4e'.repeat(32);
const pageInfo = { startCursor: 'x', endCursor: 'x', hasNextPage: false, hasPreviousPage: false };

describe('network parameters', () => {
  const param = { key: 'market.fee.factors.makerFee', value: '0.0002' };

  it('parses the data-node and core forms', () => {
    const paged = { networkParameters: { edges: [{ cursor: 'x', node: param }], pageInfo } };
    expect(networkParametersResponseSchema.parse(paged)).toEqual(paged);
    expect(networkParameterResponseSchema.parse({ networkParameter: param })).toEqual({
      networkParameter: param,
    });
    const core = { networkParameters: [param] };
    expect(coreNetworkParametersResponseSchema.parse(core)).toEqual(core);
    // The two list forms are not interchangeable.
    expect(networkParametersResponseSchema.safeParse(core).success).toBe(false);
  });

  it('rejects a non-string value', () => {
    expect(
      coreNetworkParametersResponseSchema.safeParse({ networkParameters: [{ key: 'k', value: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe('candles', () => {
  const candle = {
    start: '1683633600000000000',
    lastUpdate: '1683633659000000000',
    high: '110',
    low: '90',
    open: '100',
    close: '105',
    volume: '42',
  };

  it('parses candles and intervals', () => {
    const list = { candles: { edges: [{ cursor: 'x', node: candle }], pageInfo } };
    expect(candlesResponseSchema.parse(list)).toEqual(list);
    const intervals = {
      intervalToCandleId: [{ interval: '1 minute', candleId: `trades_candle_1_minute_${MARKET}` }],
    };
    expect(candleIntervalsResponseSchema.parse(intervals)).toEqual(intervals);
    expect(candleSchema.safeParse({ ...candle, volume: 42 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(parseStreamForm(candleSchema, { start: '1', high: '2', low: '1', open: '1' })).toEqual({
      start: '1',
      lastUpdate: '0',
      high: '2',
      low: '1',
      open: '1',
      close: '0',
      volume: '0',
    });
  });
});

describe('margin levels', () => {
  const levels = {
    maintenanceMargin: '100',
    searchLevel: '110',
    initialMargin: '120',
    collateralReleaseLevel: '140',
    partyId: PARTY,
    marketId: MARKET,
    asset: ASSET,
    timestamp: '1683633600000000000',
  };

  it('parses margin levels and the list', () => {
    expect(marginLevelsSchema.parse(levels)).toEqual(levels);
    const list = { marginLevels: { edges: [{ cursor: 'x', node: levels }], pageInfo } };
    expect(marginLevelsResponseSchema.parse(list)).toEqual(list);
    expect(marginLevelsSchema.safeParse({ ...levels, initialMargin: 120 }).success).toBe(false);
  });
});

describe('liquidity provisions', () => {
  const provision = {
    id: 'd1'.repeat(32),
    partyId: PARTY,
    createdAt: '1683633600000000000',
    updatedAt: '1683633600000000000',
    marketId: MARKET,
    commitmentAmount: '50000',
    fee: '0.01',
    sells: [
      {
        orderId: 'e2'.repeat(32),
        liquidityOrder: { reference: 'PEGGED_REFERENCE_BEST_ASK', proportion: 1, offset: '10' },
      },
    ],
    buys: [
      {
        orderId: '',
        liquidityOrder: { reference: 'PEGGED_REFERENCE_BEST_BID', proportion: 2, offset: '5' },
      },
    ],
    version: '1',
    status: 'STATUS_ACTIVE',
    reference: 'lp-1',
  };

  it('parses a provision and the list', () => {
    expect(liquidityProvisionSchema.parse(provision)).toEqual(provision);
    const list = { liquidityProvisions: { edges: [{ cursor: 'x', node: provision }], pageInfo } };
    expect(liquidityProvisionsResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a wrong status name and a string proportion', () => {
    expect(
      liquidityProvisionSchema.safeParse({ ...provision, status: 'STATUS_OPEN' }).success,
    ).toBe(false);
    const badShape = {
      ...provision,
      buys: [
        {
          orderId: '',
          liquidityOrder: { reference: 'PEGGED_REFERENCE_MID', proportion: '2', offset: '5' },
        },
      ],
    };
    expect(liquidityProvisionSchema.safeParse(badShape).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(liquidityProvisionSchema, {
        id: 'd1'.repeat(32),
        partyId: PARTY,
        marketId: MARKET,
        commitmentAmount: '1',
        fee: '0.1',
        buys: [{ liquidityOrder: { reference: 2, proportion: 1 } }],
        status: 6,
      }),
    ).toEqual({
      id: 'd1'.repeat(32),
      partyId: PARTY,
      createdAt: '0',
      updatedAt: '0',
      marketId: MARKET,
      commitmentAmount: '1',
      fee: '0.1',
      sells: [],
      buys: [
        {
          orderId: '',
          liquidityOrder: { reference: 'PEGGED_REFERENCE_BEST_BID', proportion: 1, offset: '0' },
        },
      ],
      version: '0',
      status: 'STATUS_PENDING',
      reference: '',
    });
  });
});

describe('spam statistics', () => {
  const counter = { countForEpoch: '1', maxForEpoch: '3', minTokensRequired: '100' };
  const response = {
    chainId: 'testnet-0071',
    statistics: {
      proposals: counter,
      delegations: { ...counter, bannedUntil: '1683640800000000000' },
      transfers: counter,
      nodeAnnouncements: counter,
      votes: {
        statistics: [{ proposal: 'bf'.repeat(32), countForEpoch: '2', minTokensRequired: '1' }],
        maxForEpoch: '40',
      },
      pow: {
        blockStates: [
          {
            blockHeight: '1000',
            blockHash: 'ABCD',
            transactionsSeen: '2',
            expectedDifficulty: '15',
            hashFunction: 'sha3_24_rounds',
            difficulty: '15',
            txPerBlock: '100',
            increasingDifficulty: false,
          },
        ],
        numberOfPastBlocks: '100',
      },
      issueSignatures: counter,
      epochSeq: '12',
    },
  };

  it('parses the core response', () => {
    expect(spamStatisticsResponseSchema.parse(response)).toEqual(response);
  });

  it('rejects numeric counters', () => {
    const bad = structuredClone(response);
    (bad.statistics.proposals as Record<string, unknown>).countForEpoch = 1;
    expect(spamStatisticsResponseSchema.safeParse(bad).success).toBe(false);
  });
});

describe('info and time', () => {
  it('parses them', () => {
    const info = { version: 'v0.71.4', commitHash: '61d1f77e' };
    expect(infoResponseSchema.parse(info)).toEqual(info);
    expect(timeResponseSchema.parse({ timestamp: '1683633600000000000' })).toEqual({
      timestamp: '1683633600000000000',
    });
    expect(timeResponseSchema.safeParse({ timestamp: 1683633600 }).success).toBe(false);
  });
});
