import { describe, expect, it } from 'vitest';
import {
  governanceDataConnectionResponseSchema,
  governanceDataResponseSchema,
  governanceDataSchema,
  proposalSchema,
} from './governance.ts';
import { proposalTermsSchema } from './proposal-terms.ts';
import { parseStreamForm } from './stream-decode.ts';
import { voteSchema, votesResponseSchema } from './vote.ts';

const PARTY = '2c'.repeat(32);
const PROPOSAL = 'bf'.repeat(32);
const ASSET = '4e'.repeat(32);
const MARKET = '1b'.repeat(32);

/** A new-market change in REST form (spec §2.9 shared sub-shapes). */
const restNewMarketChanges = {
  instrument: {
    name: 'ETH/USD futures',
    code: 'ETHUSD.MF23',
    future: {
      settlementAsset: ASSET,
      quoteName: 'USD',
      dataSourceSpecForSettlementData: {
        external: {
          oracle: {
            signers: [{ pubKey: { key: PARTY } }],
            filters: [
              {
                key: { name: 'prices.ETH.value', type: 'TYPE_INTEGER', numberDecimalPlaces: '2' },
                conditions: [],
              },
            ],
          },
        },
      },
      dataSourceSpecForTradingTermination: {
        internal: { time: { conditions: [{ operator: 'OPERATOR_GREATER_THAN', value: '1' }] } },
      },
      dataSourceSpecBinding: {
        settlementDataProperty: 'prices.ETH.value',
        tradingTerminationProperty: 'netprotocol.builtin.timestamp',
      },
    },
  },
  decimalPlaces: '2',
  metadata: ['base:ETH'],
  priceMonitoringParameters: {
    triggers: [{ horizon: '3600', probability: '0.99', auctionExtension: '60' }],
  },
  liquidityMonitoringParameters: {
    targetStakeParameters: { timeWindow: '3600', scalingFactor: 1.5 },
    triggeringRatio: '0.5',
    auctionExtension: '1',
  },
  simple: {
    factorLong: 0.1,
    factorShort: 0.1,
    maxMoveUp: 100,
    minMoveDown: -100,
    probabilityOfTrading: 0.1,
  },
  positionDecimalPlaces: '1',
  lpPriceRange: '0.95',
  linearSlippageFactor: '0.001',
  quadraticSlippageFactor: '0',
};

const timestamps = {
  closingTimestamp: '1683720000',
  enactmentTimestamp: '1683723600',
  validationTimestamp: '0',
};

const restVote = {
  partyId: PARTY,
  value: 'VALUE_YES',
  proposalId: PROPOSAL,
  timestamp: '1683633600000000000',
  totalGovernanceTokenBalance: '1000000000000000000',
  totalGovernanceTokenWeight: '1',
  totalEquityLikeShareWeight: '0',
};

const restProposal = {
  id: PROPOSAL,
  reference: 'new-eth-market',
  partyId: PARTY,
  state: 'STATE_OPEN',
  timestamp: '1683633600000000000',
  terms: { ...timestamps, newMarket: { changes: restNewMarketChanges } },
  rationale: { description: 'An ETH market', title: 'New ETH market' },
  requiredParticipation: '0.00001',
  requiredMajority: '0.66',
};

describe('proposalTermsSchema', () => {
  it.each([
    ['newMarket', { newMarket: { changes: restNewMarketChanges } }],
    [
      'updateMarket',
      {
        updateMarket: {
          marketId: MARKET,
          changes: {
            instrument: {
              code: 'ETHUSD.MF23',
              future: {
                quoteName: 'USD',
                dataSourceSpecForSettlementData:
                  restNewMarketChanges.instrument.future.dataSourceSpecForSettlementData,
                dataSourceSpecForTradingTermination:
                  restNewMarketChanges.instrument.future.dataSourceSpecForTradingTermination,
                dataSourceSpecBinding: restNewMarketChanges.instrument.future.dataSourceSpecBinding,
              },
            },
            metadata: [],
            priceMonitoringParameters: { triggers: [] },
            liquidityMonitoringParameters: restNewMarketChanges.liquidityMonitoringParameters,
            logNormal: {
              riskAversionParameter: 0.01,
              tau: 0.0001,
              params: { mu: 0, r: 0, sigma: 1 },
            },
            lpPriceRange: '0.9',
            linearSlippageFactor: '0.01',
            quadraticSlippageFactor: '0',
          },
        },
      },
    ],
    ['updateNetworkParameter', { updateNetworkParameter: { changes: { key: 'a.b', value: '1' } } }],
    [
      'newAsset',
      {
        newAsset: {
          changes: {
            name: 'Tether',
            symbol: 'USDT',
            decimals: '6',
            quantum: '1000000',
            erc20: {
              contractAddress: '0x00000000000000000000000000000000000000bb',
              lifetimeLimit: '0',
              withdrawThreshold: '0',
            },
          },
        },
      },
    ],
    ['newFreeform', { newFreeform: {} }],
    [
      'updateAsset',
      {
        updateAsset: {
          assetId: ASSET,
          changes: { quantum: '5', erc20: { lifetimeLimit: '10', withdrawThreshold: '1' } },
        },
      },
    ],
  ])('parses %s terms', (_, change) => {
    const terms = { ...timestamps, ...change };
    expect(proposalTermsSchema.parse(terms)).toEqual(terms);
  });

  it('rejects a wrong enum name inside a data source and a numeric decimal', () => {
    const badOperator = structuredClone(restNewMarketChanges);
    badOperator.instrument.future.dataSourceSpecForTradingTermination.internal.time.conditions[0]!.operator =
      'OPERATOR_ABOUT';
    expect(
      proposalTermsSchema.safeParse({ ...timestamps, newMarket: { changes: badOperator } }).success,
    ).toBe(false);
    expect(
      proposalTermsSchema.safeParse({
        ...timestamps,
        newMarket: { changes: { ...restNewMarketChanges, decimalPlaces: 2 } },
      }).success,
    ).toBe(false);
  });
});

describe('proposal, vote and governance data', () => {
  const restData = {
    proposal: restProposal,
    yes: [restVote],
    no: [],
    yesParty: {},
    noParty: {},
  };

  it('parses REST records and responses', () => {
    expect(proposalSchema.parse(restProposal)).toEqual(restProposal);
    const rejected = {
      ...restProposal,
      state: 'STATE_REJECTED',
      reason: 'PROPOSAL_ERROR_INSUFFICIENT_TOKENS',
      errorDetails: 'not enough',
    };
    expect(proposalSchema.parse(rejected)).toEqual(rejected);
    expect(voteSchema.parse(restVote)).toEqual(restVote);
    expect(governanceDataSchema.parse(restData)).toEqual(restData);
    const pageInfo = {
      startCursor: 'g',
      endCursor: 'g',
      hasNextPage: false,
      hasPreviousPage: false,
    };
    const list = { connection: { edges: [{ cursor: 'g', node: restData }], pageInfo } };
    expect(governanceDataConnectionResponseSchema.parse(list)).toEqual(list);
    expect(governanceDataResponseSchema.parse({ data: restData })).toEqual({ data: restData });
    const votes = { votes: { edges: [{ cursor: 'v', node: restVote }], pageInfo } };
    expect(votesResponseSchema.parse(votes)).toEqual(votes);
  });

  it('rejects wrong enum names and numeric strings', () => {
    expect(proposalSchema.safeParse({ ...restProposal, state: 'STATE_ACTIVE' }).success).toBe(
      false,
    );
    expect(voteSchema.safeParse({ ...restVote, value: 'VALUE_ABSTAIN' }).success).toBe(false);
    expect(voteSchema.safeParse({ ...restVote, timestamp: 1 }).success).toBe(false);
  });

  it('decodes governance data from the stream form, maps included', () => {
    const wire = {
      proposal: {
        id: PROPOSAL,
        partyId: PARTY,
        state: 6,
        terms: { closingTimestamp: '10', newFreeform: {} },
        rationale: { title: 'Hello' },
        requiredMajority: '0.5',
      },
      no: [{ partyId: PARTY, value: 1, proposalId: PROPOSAL }],
      noParty: { [PARTY]: { partyId: PARTY, value: 1 } },
    };
    const decodedNo = {
      partyId: PARTY,
      value: 'VALUE_NO',
      proposalId: PROPOSAL,
      timestamp: '0',
      totalGovernanceTokenBalance: '0',
      totalGovernanceTokenWeight: '0',
      totalEquityLikeShareWeight: '0',
    };
    expect(parseStreamForm(governanceDataSchema, wire)).toEqual({
      proposal: {
        id: PROPOSAL,
        reference: '',
        partyId: PARTY,
        state: 'STATE_ENACTED',
        timestamp: '0',
        terms: {
          closingTimestamp: '10',
          enactmentTimestamp: '0',
          validationTimestamp: '0',
          newFreeform: {},
        },
        rationale: { description: '', title: 'Hello' },
        requiredParticipation: '0',
        requiredMajority: '0.5',
      },
      yes: [],
      no: [decodedNo],
      yesParty: {},
      noParty: { [PARTY]: { ...decodedNo, proposalId: '' } },
    });
  });
});
