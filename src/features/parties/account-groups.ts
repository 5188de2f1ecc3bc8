import type { AccountBalance } from '#contract/account.ts';
import { AccountType } from '#contract/enums.ts';

export interface AccountGroup {
  assetId: string;
  /** Sum of the balances, exact (BigInt), as a raw integer string. */
  total: string;
  accounts: AccountBalance[];
}

/**
 * Accounts grouped by asset (in the order given by `assetOrder`, unknown assets last), each
 * group sorted by account type (enum order) then market, with the exact total per asset.
 */
export function groupAccounts(
  accounts: readonly AccountBalance[],
  assetOrder: (assetId: string) => string,
): AccountGroup[] {
  const groups = new Map<string, AccountBalance[]>();
  for (const account of accounts) {
    const list = groups.get(account.asset) ?? [];
    list.push(account);
    groups.set(account.asset, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => assetOrder(a).localeCompare(assetOrder(b)) || a.localeCompare(b))
    .map(([assetId, list]) => ({
      assetId,
      total: list.reduce((sum, a) => sum + BigInt(a.balance), 0n).toString(),
      accounts: [...list].sort(
        (a, b) =>
          AccountType.toNumber(a.type) - AccountType.toNumber(b.type) ||
          a.marketId.localeCompare(b.marketId),
      ),
    }));
}
