import { describe, expect, it } from 'vitest';
import {
  parseTransactionFilters,
  transactionFilterParams,
  transactionFiltersToSearch,
  TRANSACTION_TYPE_NAMES,
} from './transaction-filters.ts';

const PARTY = 'ab'.repeat(32);

describe('transaction filters', () => {
  it('knows the 25 type strings', () => {
    expect(TRANSACTION_TYPE_NAMES).toHaveLength(25);
    expect(TRANSACTION_TYPE_NAMES).toContain('Batch Market Instructions');
  });

  it('reads valid filters from the URL and drops invalid ones', () => {
    const url = new URLSearchParams({
      type: 'Submit Order',
      submitter: PARTY.toUpperCase(),
      block: '0042',
    });
    expect(parseTransactionFilters(url)).toEqual({
      type: 'Submit Order',
      submitter: PARTY,
      block: '42',
    });
    const bad = new URLSearchParams({ type: 'Nope', submitter: 'abc', block: '-1' });
    expect(parseTransactionFilters(bad)).toEqual({});
  });

  it('writes the filters back, keeping other parameters', () => {
    const base = new URLSearchParams({ node: 'x', block: '9' });
    const search = transactionFiltersToSearch({ type: 'Delegate' }, base);
    expect(search.toString()).toBe('node=x&type=Delegate');
    expect(parseTransactionFilters(search)).toEqual({ type: 'Delegate' });
  });

  it('becomes the block explorer’s filters[…] parameters', () => {
    expect(transactionFilterParams({ type: 'Delegate', submitter: PARTY, block: '7' })).toEqual({
      'filters[cmd.type]': 'Delegate',
      'filters[tx.submitter]': PARTY,
      'filters[block.height]': '7',
    });
  });
});
