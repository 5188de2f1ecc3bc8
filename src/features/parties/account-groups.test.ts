import { describe, expect, it } from 'vitest';
import type { AccountBalance } from '#contract/account.ts';
import { groupAccounts } from './account-groups.ts';

const account = (asset: string, type: AccountBalance['type'], balance: string, marketId = '') => ({
  owner: 'p',
  asset,
  type,
  balance,
  marketId,
});

describe('groupAccounts', () => {
  it('groups by asset, orders types and sums exactly beyond 2^53', () => {
    const groups = groupAccounts(
      [
        account('b', 'ACCOUNT_TYPE_MARGIN', '1', 'm2'),
        account('a', 'ACCOUNT_TYPE_GENERAL', '9007199254740993'),
        account('b', 'ACCOUNT_TYPE_GENERAL', '2'),
        account('a', 'ACCOUNT_TYPE_MARGIN', '9007199254740993', 'm1'),
      ],
      (id) => ({ a: 'USDC', b: 'ETH' })[id] ?? '',
    );
    expect(groups.map((g) => g.assetId)).toEqual(['b', 'a']);
    expect(groups[1]?.total).toBe('18014398509481986');
    expect(groups[0]?.accounts.map((a) => a.type)).toEqual([
      'ACCOUNT_TYPE_MARGIN',
      'ACCOUNT_TYPE_GENERAL',
    ]);
  });
});
