import { describe, expect, it } from 'vitest';
import {
  candleStreamResultSchema,
  governanceStreamResultSchema,
  ledgerMovementsStreamResultSchema,
  marginLevelsStreamResultSchema,
  marketsDepthUpdatesStreamResultSchema,
  parseStreamMessage,
  votesStreamResultSchema,
} from './stream-messages.ts';

const MARKET = '1b'.repeat(32);
const PARTY = '2c'.repeat(32);
const ASSET = '4e'.repeat(32);

describe('parseStreamMessage: the market, ledger and governance streams', () => {
  it('decodes depth updates (singular key), candles, margin levels, votes', () => {
    expect(
      parseStreamMessage(marketsDepthUpdatesStreamResultSchema, {
        result: {
          update: [
            {
              marketId: MARKET,
              buy: [{ price: '99', numberOfOrders: '1', volume: '3' }],
              sequenceNumber: '8',
              previousSequenceNumber: '7',
            },
          ],
        },
      }),
    ).toEqual({
      result: {
        update: [
          {
            marketId: MARKET,
            buy: [{ price: '99', numberOfOrders: '1', volume: '3' }],
            sell: [],
            sequenceNumber: '8',
            previousSequenceNumber: '7',
          },
        ],
      },
    });
    expect(
      parseStreamMessage(candleStreamResultSchema, {
        result: {
          candle: { start: '60', high: '1', low: '1', open: '1', close: '1', volume: '4' },
        },
      }),
    ).toEqual({
      result: {
        candle: {
          start: '60',
          lastUpdate: '0',
          high: '1',
          low: '1',
          open: '1',
          close: '1',
          volume: '4',
        },
      },
    });
    expect(
      parseStreamMessage(marginLevelsStreamResultSchema, {
        result: { marginLevels: { maintenanceMargin: '10', partyId: PARTY, marketId: MARKET } },
      }),
    ).toEqual({
      result: {
        marginLevels: {
          maintenanceMargin: '10',
          searchLevel: '0',
          initialMargin: '0',
          collateralReleaseLevel: '0',
          partyId: PARTY,
          marketId: MARKET,
          asset: '',
          timestamp: '0',
        },
      },
    });
    expect(
      parseStreamMessage(votesStreamResultSchema, {
        result: {
          vote: { partyId: PARTY, value: 2, proposalId: 'p', totalGovernanceTokenWeight: '0.5' },
        },
      }),
    ).toEqual({
      result: {
        vote: {
          partyId: PARTY,
          value: 'VALUE_YES',
          proposalId: 'p',
          timestamp: '0',
          totalGovernanceTokenBalance: '0',
          totalGovernanceTokenWeight: '0.5',
          totalEquityLikeShareWeight: '0',
        },
      },
    });
  });

  it('decodes a ledger movement with integer account types', () => {
    expect(
      parseStreamMessage(ledgerMovementsStreamResultSchema, {
        result: {
          ledgerMovement: {
            entries: [
              {
                fromAccount: { assetId: ASSET, type: 4, owner: PARTY },
                toAccount: { assetId: ASSET, type: 12 },
                amount: '1',
                type: 21,
                timestamp: '5',
              },
            ],
          },
        },
      }),
    ).toEqual({
      result: {
        ledgerMovement: {
          entries: [
            {
              fromAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_GENERAL', owner: PARTY },
              toAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_GLOBAL_REWARD' },
              amount: '1',
              type: 'TRANSFER_TYPE_REWARD_PAYOUT',
              timestamp: '5',
              fromAccountBalance: '0',
              toAccountBalance: '0',
            },
          ],
          balances: [],
        },
      },
    });
  });

  it('decodes governance data', () => {
    const message = parseStreamMessage(governanceStreamResultSchema, {
      result: { data: { proposal: { id: 'bf'.repeat(32), state: 2, terms: { newFreeform: {} } } } },
    });
    expect('result' in message && message.result.data.proposal.state).toBe('STATE_OPEN');
    expect('result' in message && message.result.data.yesParty).toEqual({});
  });
});
