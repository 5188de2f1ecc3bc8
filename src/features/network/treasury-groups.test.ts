import { describe, expect, it } from 'vitest';
import type { AccountBalance } from '#contract/account.ts';
import { isNetworkTransfer, treasuryGroups } from './treasury-groups.ts';

const account = (type: string, balance: string, asset = 'usd', marketId = ''): AccountBalance =>
  ({ owner: 'network', type, balance, asset, marketId }) as AccountBalance;

describe('treasuryGroups', () => {
  it('puts each network account in its group, groups in reading order, by asset then largest balance', () => {
    const groups = treasuryGroups(
      [
        account('ACCOUNT_TYPE_FEES_MAKER', '5', 'usd', 'm1'),
        account('ACCOUNT_TYPE_INSURANCE', '10', 'usd', 'm1'),
        account('ACCOUNT_TYPE_INSURANCE', '300', 'usd', 'm2'),
        account('ACCOUNT_TYPE_GLOBAL_REWARD', '7', 'vote'),
        account('ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES', '70', 'usd', 'm1'),
        account('ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES', '900', 'usd', 'm2'),
        account('ACCOUNT_TYPE_GLOBAL_INSURANCE', '0', 'usd'),
        account('ACCOUNT_TYPE_NETWORK_TREASURY', '1000', 'vote'),
        // A party's account never shows here, even if a node were to send one.
        account('ACCOUNT_TYPE_GENERAL', '99', 'usd'),
      ],
      (id) => id,
    );
    expect(groups.map((g) => [g.label, g.accounts.map((a) => a.balance)])).toEqual([
      ['Network treasury', ['1000']],
      ['Global insurance', ['0']],
      ['Reward pools', ['900', '70', '7']],
      ['Market insurance pools', ['300', '10']],
      ['Fees, settlement and pending transfers', ['5']],
    ]);
  });

  it('compares balances as integers, beyond what a float holds', () => {
    const groups = treasuryGroups(
      [
        account('ACCOUNT_TYPE_INSURANCE', '90000000000000000001', 'usd', 'a'),
        account('ACCOUNT_TYPE_INSURANCE', '90000000000000000002', 'usd', 'b'),
      ],
      (id) => id,
    );
    expect(groups[0]?.accounts.map((a) => a.marketId)).toEqual(['b', 'a']);
  });
});

describe('isNetworkTransfer', () => {
  it('is a transfer with a network account on either side', () => {
    const t = (from: string, to: string) =>
      ({ fromAccountType: from, toAccountType: to }) as Parameters<typeof isNetworkTransfer>[0];
    expect(isNetworkTransfer(t('ACCOUNT_TYPE_GENERAL', 'ACCOUNT_TYPE_GLOBAL_REWARD'))).toBe(true);
    expect(isNetworkTransfer(t('ACCOUNT_TYPE_GLOBAL_INSURANCE', 'ACCOUNT_TYPE_GENERAL'))).toBe(
      true,
    );
    expect(isNetworkTransfer(t('ACCOUNT_TYPE_GENERAL', 'ACCOUNT_TYPE_GENERAL'))).toBe(false);
  });
});
