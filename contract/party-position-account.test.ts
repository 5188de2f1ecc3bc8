import { describe, expect, it } from 'vitest';
import { accountBalanceSchema, accountsResponseSchema } from './account.ts';
import { partiesResponseSchema, partyResponseSchema, partySchema } from './party.ts';
import { positionSchema, positionsResponseSchema } from './position.ts';
import { parseStreamForm } from './stream-decode.ts';

const PARTY = '2c'.repeat(32);
const MARKET = '1b'.repeat(32);
const ASSET = '4e'.repeat(32);
const pageInfo = { startCursor: 'a', endCursor: 'b', hasNextPage: false, hasPreviousPage: false };

const restPosition = {
  marketId: MARKET,
  partyId: PARTY,
  openVolume: '-15',
  realisedPnl: '120',
  unrealisedPnl: '-35',
  averageEntryPrice: '123400',
  updatedAt: '1683633600123456789',
  lossSocialisationAmount: '0',
  positionStatus: 'POSITION_STATUS_UNSPECIFIED',
};

describe('positionSchema', () => {
  it('parses a REST position (signed volume and PnL) and the list', () => {
    expect(positionSchema.parse(restPosition)).toEqual(restPosition);
    const list = { positions: { edges: [{ cursor: 'a', node: restPosition }], pageInfo } };
    expect(positionsResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a wrong status name or a numeric volume', () => {
    expect(
      positionSchema.safeParse({ ...restPosition, positionStatus: 'POSITION_STATUS_OPEN' }).success,
    ).toBe(false);
    expect(positionSchema.safeParse({ ...restPosition, openVolume: -15 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(positionSchema, {
        marketId: MARKET,
        partyId: PARTY,
        openVolume: '3',
        updatedAt: '1683633600000000000',
        positionStatus: 2,
      }),
    ).toEqual({
      marketId: MARKET,
      partyId: PARTY,
      openVolume: '3',
      realisedPnl: '0',
      unrealisedPnl: '0',
      averageEntryPrice: '0',
      updatedAt: '1683633600000000000',
      lossSocialisationAmount: '0',
      positionStatus: 'POSITION_STATUS_CLOSED_OUT',
    });
  });
});

describe('partySchema', () => {
  it('parses parties', () => {
    expect(partySchema.parse({ id: PARTY })).toEqual({ id: PARTY });
    expect(partyResponseSchema.parse({ party: { id: PARTY } })).toEqual({ party: { id: PARTY } });
    const list = { parties: { edges: [{ cursor: 'a', node: { id: PARTY } }], pageInfo } };
    expect(partiesResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects an id that is not 64 hex characters', () => {
    expect(partySchema.safeParse({ id: 'XYZ' }).success).toBe(false);
    expect(partySchema.safeParse({ id: 7 }).success).toBe(false);
  });
});

describe('accountBalanceSchema', () => {
  const restAccount = {
    owner: PARTY,
    balance: '1000000',
    asset: ASSET,
    marketId: '',
    type: 'ACCOUNT_TYPE_GENERAL',
  };

  it('parses an account balance (no id) and the list', () => {
    expect(accountBalanceSchema.parse(restAccount)).toEqual(restAccount);
    const network = { ...restAccount, owner: 'network', type: 'ACCOUNT_TYPE_GLOBAL_REWARD' };
    expect(accountBalanceSchema.parse(network)).toEqual(network);
    const list = { accounts: { edges: [{ cursor: 'a', node: restAccount }], pageInfo } };
    expect(accountsResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a wrong type name or a numeric balance', () => {
    expect(
      accountBalanceSchema.safeParse({ ...restAccount, type: 'ACCOUNT_TYPE_HOLDING' }).success,
    ).toBe(false);
    expect(accountBalanceSchema.safeParse({ ...restAccount, balance: 1 }).success).toBe(false);
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(accountBalanceSchema, {
        owner: PARTY,
        asset: ASSET,
        marketId: MARKET,
        type: 3,
      }),
    ).toEqual({
      owner: PARTY,
      balance: '0',
      asset: ASSET,
      marketId: MARKET,
      type: 'ACCOUNT_TYPE_MARGIN',
    });
  });
});
