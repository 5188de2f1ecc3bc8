import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as enums from './enums.ts';
import { AccountType, Side, TransferType } from './enums.ts';
import { accountBalanceSchema } from './account.ts';
import { ledgerMovementSchema } from './ledger.ts';
import { intString, uintString } from './primitives.ts';
import { decimalString, lenientUint32 } from './scalars.ts';
import {
  fromStreamForm,
  parseStreamForm,
  restDefault,
  safeParseStreamForm,
  toStreamForm,
} from './stream-decode.ts';

const sample = z.object({
  name: z.string(),
  amount: uintString,
  delta: intString,
  factor: decimalString,
  count: z.number(),
  flag: z.boolean(),
  side: Side.schema,
  sides: z.array(Side.schema),
  tags: z.array(z.string()),
  nested: z.object({ type: AccountType.schema, owner: z.string().optional() }),
  maybe: z.object({ value: z.string() }).nullable().optional(),
  unset: z.object({ value: z.string() }).nullable(),
  byKey: z.record(z.string(), z.object({ side: Side.schema })),
  power: lenientUint32,
});

describe('restDefault', () => {
  it('gives the REST value of each kind of omitted field', () => {
    expect(restDefault(z.string())).toBe('');
    expect(restDefault(uintString)).toBe('0');
    expect(restDefault(intString)).toBe('0');
    expect(restDefault(decimalString)).toBe('0');
    expect(restDefault(z.number())).toBe(0);
    expect(restDefault(z.boolean())).toBe(false);
    expect(restDefault(Side.schema)).toBe('SIDE_UNSPECIFIED');
    expect(restDefault(z.array(z.string()))).toEqual([]);
    expect(restDefault(z.record(z.string(), z.string()))).toEqual({});
    expect(restDefault(z.string().optional())).toBeUndefined();
    expect(restDefault(z.string().nullable())).toBeNull();
    expect(restDefault(lenientUint32)).toBe(0);
  });
});

describe('fromStreamForm', () => {
  it('fills every omitted field of an empty payload', () => {
    expect(fromStreamForm(sample, {})).toEqual({
      name: '',
      amount: '0',
      delta: '0',
      factor: '0',
      count: 0,
      flag: false,
      side: 'SIDE_UNSPECIFIED',
      sides: [],
      tags: [],
      nested: { type: 'ACCOUNT_TYPE_UNSPECIFIED' },
      unset: null,
      byKey: {},
      power: 0,
    });
  });

  it('maps integers to names at every depth: fields, arrays, sub-objects, maps', () => {
    const wire = {
      name: 'x',
      amount: '12',
      delta: '-3',
      factor: '0.5',
      count: 2,
      flag: true,
      side: 2,
      sides: [1, 2, 0],
      tags: ['a'],
      nested: { type: 4, owner: '' },
      maybe: { value: 'v' },
      byKey: { k: { side: 1 } },
      power: 7,
    };
    expect(parseStreamForm(sample, wire)).toEqual({
      name: 'x',
      amount: '12',
      delta: '-3',
      factor: '0.5',
      count: 2,
      flag: true,
      side: 'SIDE_SELL',
      sides: ['SIDE_BUY', 'SIDE_SELL', 'SIDE_UNSPECIFIED'],
      tags: ['a'],
      nested: { type: 'ACCOUNT_TYPE_GENERAL', owner: '' },
      maybe: { value: 'v' },
      unset: null,
      byKey: { k: { side: 'SIDE_BUY' } },
      power: 7,
    });
  });

  it('accepts names too (a REST payload decodes to itself)', () => {
    const rest = parseStreamForm(sample, {
      side: 'SIDE_BUY',
      nested: { type: 'ACCOUNT_TYPE_BOND' },
    });
    expect(rest.side).toBe('SIDE_BUY');
    expect(rest.nested.type).toBe('ACCOUNT_TYPE_BOND');
  });

  it('leaves an integer that names no value, so that parsing fails', () => {
    expect(fromStreamForm(Side.schema, 9)).toBe(9);
    expect(safeParseStreamForm(sample, { side: 9 }).success).toBe(false);
    // AccountType has no 8.
    expect(safeParseStreamForm(sample, { nested: { type: 8 } }).success).toBe(false);
  });

  it('does not turn numbers into decimal strings', () => {
    expect(safeParseStreamForm(sample, { amount: 12 }).success).toBe(false);
  });

  it('can tell every enum table apart by its set of names', () => {
    const keys = Object.values(enums).map((t) => [...t.names].sort().join(','));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds the enum table of a derived enum schema by its names', () => {
    const derived = z.enum(['SIDE_UNSPECIFIED', 'SIDE_BUY', 'SIDE_SELL']);
    expect(fromStreamForm(derived, 2)).toBe('SIDE_SELL');
    expect(restDefault(derived)).toBe('SIDE_UNSPECIFIED');
  });

  it('decodes a ledger movement whose account types are integers (spec §2.10)', () => {
    const wire = {
      entries: [
        {
          fromAccount: { assetId: 'asset1', type: 4, owner: 'party1' },
          toAccount: { assetId: 'asset1', type: 3, owner: 'party1', marketId: 'market1' },
          amount: '500',
          type: 6,
          timestamp: '1683633600000000000',
          fromAccountBalance: '1500',
          toAccountBalance: '500',
        },
      ],
      balances: [{ account: { assetId: 'asset1', type: 4, owner: 'party1' }, balance: '1500' }],
    };
    expect(parseStreamForm(ledgerMovementSchema, wire)).toEqual({
      entries: [
        {
          fromAccount: { assetId: 'asset1', type: 'ACCOUNT_TYPE_GENERAL', owner: 'party1' },
          toAccount: {
            assetId: 'asset1',
            type: 'ACCOUNT_TYPE_MARGIN',
            owner: 'party1',
            marketId: 'market1',
          },
          amount: '500',
          type: 'TRANSFER_TYPE_MARGIN_LOW',
          timestamp: '1683633600000000000',
          fromAccountBalance: '1500',
          toAccountBalance: '500',
        },
      ],
      balances: [
        {
          account: { assetId: 'asset1', type: 'ACCOUNT_TYPE_GENERAL', owner: 'party1' },
          balance: '1500',
        },
      ],
    });
    expect(TransferType.toNumber('TRANSFER_TYPE_MARGIN_LOW')).toBe(6);
  });
});

describe('toStreamForm', () => {
  const rest = {
    name: '',
    amount: '0',
    delta: '-3',
    factor: '0.25',
    count: 0,
    flag: false,
    side: 'SIDE_BUY',
    sides: ['SIDE_UNSPECIFIED', 'SIDE_SELL'],
    tags: [],
    nested: { type: 'ACCOUNT_TYPE_UNSPECIFIED', owner: '' },
    maybe: { value: '' },
    unset: null,
    byKey: {},
    power: 3,
  };

  it('writes integers and leaves out defaults, keeping presence of optional fields', () => {
    expect(toStreamForm(sample, rest)).toEqual({
      delta: '-3',
      factor: '0.25',
      side: 1,
      sides: [0, 2],
      nested: { owner: '' },
      maybe: {},
      power: 3,
    });
  });

  it('round-trips through fromStreamForm', () => {
    const parsed = sample.parse(rest);
    expect(parseStreamForm(sample, toStreamForm(sample, parsed))).toEqual(parsed);
  });
});

describe('toStreamForm of amounts (protobuf strings)', () => {
  // jsonpb leaves out a string field only when it is "": a balance of "0" is a value.
  it('keeps a zero balance and zero amounts of a ledger movement', () => {
    const account = { assetId: 'asset1', type: 'ACCOUNT_TYPE_GENERAL', owner: 'party1' };
    const movement = {
      entries: [
        {
          fromAccount: account,
          toAccount: { ...account, type: 'ACCOUNT_TYPE_MARGIN', marketId: 'market1' },
          amount: '0',
          type: 'TRANSFER_TYPE_MARGIN_LOW',
          timestamp: '0',
          fromAccountBalance: '0',
          toAccountBalance: '0',
        },
      ],
      balances: [{ account, balance: '0' }],
    };
    expect(toStreamForm(ledgerMovementSchema, movement)).toEqual({
      entries: [
        {
          fromAccount: { assetId: 'asset1', type: 4, owner: 'party1' },
          toAccount: { assetId: 'asset1', type: 3, owner: 'party1', marketId: 'market1' },
          amount: '0',
          type: 6,
          // timestamp, a uint64 field: its "0" is the default and stays out.
          fromAccountBalance: '0',
          toAccountBalance: '0',
        },
      ],
      balances: [{ account: { assetId: 'asset1', type: 4, owner: 'party1' }, balance: '0' }],
    });
  });

  it('keeps a zero account balance on the accounts stream', () => {
    const account = {
      owner: 'party1',
      balance: '0',
      asset: 'asset1',
      marketId: '',
      type: 'ACCOUNT_TYPE_GENERAL',
    };
    expect(toStreamForm(accountBalanceSchema, account)).toEqual({
      owner: 'party1',
      balance: '0',
      asset: 'asset1',
      type: 4,
    });
  });
});
