import type { AccountBalance } from '#contract/account.ts';
import type { Connection } from '#contract/connection.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';

export interface AccountFilter {
  assetId?: string | undefined;
  /** Party keys, or "network" for the network's accounts. */
  partyIds: string[];
  marketIds: string[];
  accountTypes: AccountBalance['type'][];
}

interface AccountRow {
  owner: string;
  asset_id: string;
  market_id: string;
  type: AccountBalance['type'];
  balance: string;
}

/** Accounts with their balances, by their identity (owner, asset, market, type). */
export async function listAccounts(
  db: Queryable,
  filter: AccountFilter,
  page: PageRequest,
): Promise<Connection<AccountBalance>> {
  const w = new WhereBuilder()
    .equals('asset_id', filter.assetId)
    .anyOf('owner', filter.partyIds)
    .anyOf('market_id', filter.marketIds)
    .anyOf('type', filter.accountTypes);
  return fetchPage<AccountRow, AccountBalance>(
    db,
    {
      // balance is numeric(78,0): text keeps every digit.
      select: 'SELECT owner, asset_id, market_id, type, balance::text AS balance FROM accounts',
      where: w.where,
      params: w.params,
      key: [{ sql: 'owner' }, { sql: 'asset_id' }, { sql: 'market_id' }, { sql: 'type' }],
      keyOf: (r) => [r.owner, r.asset_id, r.market_id, r.type],
      toNode: (r) => ({
        owner: r.owner,
        balance: r.balance,
        asset: r.asset_id,
        marketId: r.market_id,
        type: r.type,
      }),
    },
    page,
  );
}
