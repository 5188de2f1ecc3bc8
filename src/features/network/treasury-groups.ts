import type { AccountBalance } from '#contract/account.ts';
import type { Transfer } from '#contract/transfer.ts';

export type TreasuryGroupId = 'treasury' | 'insurance' | 'rewards' | 'market-insurance' | 'market';

export interface TreasuryGroup {
  id: TreasuryGroupId;
  label: string;
  accounts: AccountBalance[];
}

/** Account types a party holds; every other type belongs to the network. */
const PARTY_TYPES: ReadonlySet<string> = new Set([
  'ACCOUNT_TYPE_GENERAL',
  'ACCOUNT_TYPE_MARGIN',
  'ACCOUNT_TYPE_BOND',
  'ACCOUNT_TYPE_EXTERNAL',
  'ACCOUNT_TYPE_UNSPECIFIED',
]);

/** The group a network account is shown in; typed as string so later types still land. */
function groupOf(type: string): TreasuryGroupId {
  if (type === 'ACCOUNT_TYPE_NETWORK_TREASURY') return 'treasury';
  if (type === 'ACCOUNT_TYPE_GLOBAL_INSURANCE') return 'insurance';
  if (type === 'ACCOUNT_TYPE_GLOBAL_REWARD' || type.startsWith('ACCOUNT_TYPE_REWARD_')) {
    return 'rewards';
  }
  if (type === 'ACCOUNT_TYPE_INSURANCE') return 'market-insurance';
  return 'market';
}

const GROUPS: readonly { id: TreasuryGroupId; label: string }[] = [
  { id: 'treasury', label: 'Network treasury' },
  { id: 'insurance', label: 'Global insurance' },
  { id: 'rewards', label: 'Reward pools' },
  { id: 'market-insurance', label: 'Market insurance pools' },
  { id: 'market', label: 'Fees, settlement and pending transfers' },
];

/**
 * The network's own accounts in the groups a reader looks for (treasury, global insurance,
 * reward pools, each market's insurance pool, then the per-market fee and settlement
 * accounts), each by asset and then balance, largest first (balances of different assets do
 * not compare); a group with no account is left out.
 */
export function treasuryGroups(
  accounts: readonly AccountBalance[],
  assetOrder: (assetId: string) => string,
): TreasuryGroup[] {
  const byGroup = new Map<TreasuryGroupId, AccountBalance[]>();
  for (const account of accounts) {
    if (PARTY_TYPES.has(account.type)) continue;
    const id = groupOf(account.type);
    byGroup.set(id, [...(byGroup.get(id) ?? []), account]);
  }
  return GROUPS.flatMap(({ id, label }) => {
    const list = byGroup.get(id);
    if (!list) return [];
    const sorted = [...list].sort((a, b) => {
      const byAsset = assetOrder(a.asset).localeCompare(assetOrder(b.asset));
      if (byAsset !== 0) return byAsset;
      const diff = BigInt(b.balance) - BigInt(a.balance);
      if (diff !== 0n) return diff > 0n ? 1 : -1;
      return a.type.localeCompare(b.type) || a.marketId.localeCompare(b.marketId);
    });
    return [{ id, label, accounts: sorted }];
  });
}

/** A transfer into or out of one of the network's accounts. */
export function isNetworkTransfer(t: Pick<Transfer, 'fromAccountType' | 'toAccountType'>) {
  return !PARTY_TYPES.has(t.fromAccountType) || !PARTY_TYPES.has(t.toAccountType);
}
