import type { AccountBalance } from '#contract/account.ts';
import type { Connection } from '#contract/connection.ts';
import { everyRow, fetchPage, type PageQuery, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import type { BlockTableRows } from './sql-insert.ts';

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

/** The accounts the conditions pick with their balances, by (owner, asset, market, type). */
const accountsBy = (w: WhereBuilder): PageQuery<AccountRow, AccountBalance> => ({
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
});

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
  return fetchPage(db, accountsBy(w), page);
}

/** The accounts stream's snapshot: the balances matching each filter given, in key order. */
export function everyAccount(
  db: Queryable,
  filter: {
    /** The owner: a party key, or "network". */
    owner: string | undefined;
    marketId: string | undefined;
    assetId: string | undefined;
    type: AccountBalance['type'] | undefined;
  },
): AsyncGenerator<AccountBalance[]> {
  const w = new WhereBuilder()
    .equals('owner', filter.owner)
    .equals('market_id', filter.marketId)
    .equals('asset_id', filter.assetId)
    .equals('type', filter.type);
  return everyRow(db, accountsBy(w), false);
}

/** The balances the block changed. */
export const accountRows: BlockTableRows = (out, { height }) => ({
  table: 'accounts',
  columns: ['owner', 'asset_id', 'market_id', 'type', 'balance', 'updated_height'],
  rows: out.accounts.map((a) => [a.owner, a.asset, a.marketId, a.type, a.balance, height]),
  upsert: {
    key: ['owner', 'asset_id', 'market_id', 'type'],
    update: ['balance', 'updated_height'],
  },
});
