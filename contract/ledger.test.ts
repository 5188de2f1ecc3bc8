import { describe, expect, it } from 'vitest';
import {
  aggregatedLedgerEntrySchema,
  ledgerEntriesResponseSchema,
  ledgerMovementSchema,
} from './ledger.ts';
import { parseStreamForm } from './stream-decode.ts';

const PARTY = '2c'.repeat(32);
const MARKET = '1b'.repeat(32);
const ASSET = '4e'.repeat(32);

const restEntry = {
  timestamp: '1683633600123456789',
  quantity: '250',
  transferType: 'TRANSFER_TYPE_MARGIN_LOW',
  assetId: ASSET,
  fromAccountType: 'ACCOUNT_TYPE_GENERAL',
  toAccountType: 'ACCOUNT_TYPE_MARGIN',
  fromAccountPartyId: PARTY,
  toAccountPartyId: PARTY,
  toAccountMarketId: MARKET,
  fromAccountBalance: '750',
  toAccountBalance: '250',
};

describe('aggregatedLedgerEntrySchema', () => {
  it('parses an entry (optional ids omitted when unset) and the history response', () => {
    expect(aggregatedLedgerEntrySchema.parse(restEntry)).toEqual(restEntry);
    const list = {
      ledgerEntries: {
        edges: [{ cursor: 'l', node: restEntry }],
        pageInfo: { startCursor: 'l', endCursor: 'l', hasNextPage: false, hasPreviousPage: false },
      },
    };
    expect(ledgerEntriesResponseSchema.parse(list)).toEqual(list);
  });

  it('rejects a wrong transfer type or a numeric quantity', () => {
    expect(
      aggregatedLedgerEntrySchema.safeParse({ ...restEntry, transferType: 'TRANSFER_TYPE_GIFT' })
        .success,
    ).toBe(false);
    expect(aggregatedLedgerEntrySchema.safeParse({ ...restEntry, quantity: 250 }).success).toBe(
      false,
    );
  });

  it('decodes the stream form', () => {
    expect(
      parseStreamForm(aggregatedLedgerEntrySchema, {
        timestamp: '1',
        quantity: '5',
        transferType: 9,
        fromAccountType: 4,
        toAccountType: 7,
        toAccountMarketId: MARKET,
      }),
    ).toEqual({
      timestamp: '1',
      quantity: '5',
      transferType: 'TRANSFER_TYPE_MAKER_FEE_PAY',
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      toAccountType: 'ACCOUNT_TYPE_FEES_MAKER',
      toAccountMarketId: MARKET,
      fromAccountBalance: '0',
      toAccountBalance: '0',
    });
  });
});

describe('ledgerMovementSchema', () => {
  const restMovement = {
    entries: [
      {
        fromAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_INSURANCE', marketId: MARKET },
        toAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_GENERAL', owner: PARTY },
        amount: '10',
        type: 'TRANSFER_TYPE_WIN',
        timestamp: '1683633600000000000',
        fromAccountBalance: '90',
        toAccountBalance: '110',
      },
    ],
    balances: [
      { account: { assetId: ASSET, type: 'ACCOUNT_TYPE_GENERAL', owner: PARTY }, balance: '110' },
    ],
  };

  it('parses the REST-form movement', () => {
    expect(ledgerMovementSchema.parse(restMovement)).toEqual(restMovement);
  });

  it('rejects raw integer account types unless decoded', () => {
    const wire = {
      ...restMovement,
      balances: [{ account: { assetId: ASSET, type: 4, owner: PARTY }, balance: '110' }],
    };
    expect(ledgerMovementSchema.safeParse(wire).success).toBe(false);
    expect(parseStreamForm(ledgerMovementSchema, wire).balances).toEqual(restMovement.balances);
  });

  it('decodes an empty stream movement to empty lists', () => {
    expect(parseStreamForm(ledgerMovementSchema, {})).toEqual({ entries: [], balances: [] });
  });
});
