import { describe, expect, it } from 'vitest';
import * as enums from '#contract/enums.ts';
import { Interval, OrderStatus, Side, TimeInForce } from '#contract/enums.ts';
import { ENUM_PREFIXES, enumLabel, enumToWords } from './enum-words.ts';
import type { EnumTable } from './enum-words.ts';

describe('enumToWords', () => {
  it.each([
    ['STATUS_PARTIALLY_FILLED', 'Partially filled'],
    ['TIME_IN_FORCE_GTC', 'GTC'],
    ['SIDE_BUY', 'Buy'],
    ['TRADING_MODE_OPENING_AUCTION', 'Opening auction'],
    ['ACCOUNT_TYPE_FEES_INFRASTRUCTURE', 'Fees infrastructure'],
    ['VALIDATOR_NODE_STATUS_TENDERMINT', 'Tendermint'],
    ['TRANSFER_TYPE_MTM_WIN', 'MTM win'],
    ['PEGGED_REFERENCE_BEST_BID', 'Best bid'],
    ['ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES', 'Reward LP received fees'],
    ['NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED', 'ERC20 multisig signer added'],
    [
      'ORDER_ERROR_CANNOT_SEND_GFN_ORDER_DURING_AN_AUCTION',
      'Cannot send GFN order during an auction',
    ],
    ['ORACLE_SOURCE_JSON', 'JSON'],
    ['STATE_TRADING_TERMINATED', 'Trading terminated'],
    ['TYPE_NETWORK_CLOSE_OUT_GOOD', 'Network close out good'],
    ['TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM', 'Transfer to or from'],
    ['NODE_STATUS_NON_VALIDATOR', 'Non validator'],
    ['INTERVAL_I1M', 'I1M'],
    ['STATUS_UNSPECIFIED', 'Unspecified'],
    ['UNPREFIXED_THING', 'Unprefixed thing'],
    ['STATUS', 'Status'],
  ])('%s → %s', (name, words) => {
    expect(enumToWords(name)).toBe(words);
  });

  it('returns text that is not an enum name unchanged', () => {
    expect(enumToWords('')).toBe('');
    expect(enumToWords('Not an enum')).toBe('Not an enum');
    expect(enumToWords('SIDE_')).toBe('SIDE_');
    expect(enumToWords('side_buy')).toBe('side_buy');
  });
});

describe('ENUM_PREFIXES', () => {
  // Typed so that an export of enums.ts that is not a table fails type-checking here.
  const tables: [string, EnumTable][] = Object.entries(enums);

  it('finds the enum tables', () => {
    expect(tables.length).toBeGreaterThan(30);
  });

  it.each(tables)('has exactly one prefix for every name of %s', (_, table) => {
    const matched = new Set(
      table.names.map((name) => ENUM_PREFIXES.find((prefix) => name.startsWith(prefix))),
    );
    expect(matched.size).toBe(1);
    expect(matched.has(undefined)).toBe(false);
    for (const name of table.names) {
      const words = enumToWords(name);
      expect(words).not.toBe('');
      expect(words).not.toContain('_');
    }
  });
});

describe('enumLabel', () => {
  it('reads stream integers and REST names', () => {
    expect(enumLabel(OrderStatus, 7)).toBe('Partially filled');
    expect(enumLabel(OrderStatus, '7')).toBe('Partially filled');
    expect(enumLabel(OrderStatus, 'STATUS_PARTIALLY_FILLED')).toBe('Partially filled');
    expect(enumLabel(TimeInForce, 1)).toBe('GTC');
    expect(enumLabel(Side, 0)).toBe('Unspecified');
    expect(enumLabel(Interval, -1)).toBe('Block');
    expect(enumLabel(Interval, '-1')).toBe('Block');
  });

  it('labels values the table does not define as unknown', () => {
    expect(enumLabel(Side, 7)).toBe('Unknown (7)');
    expect(enumLabel(Side, '7')).toBe('Unknown (7)');
    expect(enumLabel(Side, 1.5)).toBe('Unknown (1.5)');
    expect(enumLabel(Side, Number.NaN)).toBe('Unknown (NaN)');
    expect(enumLabel(Side, 'SIDE_FOO')).toBe('Unknown (SIDE_FOO)');
    expect(enumLabel(Side, 'STATUS_ACTIVE')).toBe('Unknown (STATUS_ACTIVE)');
    expect(enumLabel(Side, 'toString')).toBe('Unknown (toString)');
  });
});
