import type { AggregatedBalance } from '#contract/balance-change.ts';
import type { Connection } from '#contract/connection.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import type { DateRange } from './date-range.ts';
import { WhereBuilder } from './where-builder.ts';

export interface BalanceFilter {
  assetId?: string | undefined;
  partyIds: string[];
  marketIds: string[];
  accountTypes: string[];
  dateRange: DateRange;
}

/** The owner the ledger writes for accounts no party holds. */
const NETWORK_OWNER = 'network';

/**
 * Balance history of accounts: every ledger entry changed two accounts, and records the
 * balance each had after it (from_balance, to_balance); each side is one change, newest first
 * by (entry, side). Read in the ledger's key order, so a page stops early. Ends where the
 * retained ledger ends.
 */
export async function listBalanceChanges(
  db: Queryable,
  filter: BalanceFilter,
  page: PageRequest,
): Promise<Connection<AggregatedBalance>> {
  const w = new WhereBuilder()
    .equals('s.asset_id', filter.assetId)
    .anyOf('s.owner', filter.partyIds)
    .anyOf('s.market', filter.marketIds)
    .anyOf('s.type', filter.accountTypes)
    .range('s.time_ns', filter.dateRange);
  type Row = {
    seq: string;
    side: number;
    time_ns: string;
    asset_id: string;
    owner: string;
    market: string;
    type: string;
    balance: string;
  };
  return fetchPage<Row, AggregatedBalance>(
    db,
    {
      // One branch per side, so a filter on the owner reaches ledger_from / ledger_to and each
      // branch walks its index in seq order; the two are merged in (seq, side) order.
      select: `SELECT s.seq::text AS seq, s.side, s.time_ns::text AS time_ns, s.asset_id,
          s.owner, s.market, s.type, s.balance::text AS balance
        FROM (
          SELECT seq, 0 AS side, time_ns, asset_id, from_owner AS owner, from_market AS market,
            from_type AS type, from_balance AS balance FROM ledger_entries
          UNION ALL
          SELECT seq, 1 AS side, time_ns, asset_id, to_owner, to_market, to_type, to_balance
            FROM ledger_entries) AS s`,
      where: w.where,
      params: w.params,
      key: [
        { sql: 's.seq', numeric: true },
        { sql: 's.side', numeric: true },
      ],
      keyOf: (r) => [r.seq, String(r.side)],
      toNode: (r) => ({
        timestamp: r.time_ns,
        balance: r.balance,
        ...(r.owner === NETWORK_OWNER ? {} : { partyId: r.owner }),
        assetId: r.asset_id,
        ...(r.market === '' ? {} : { marketId: r.market }),
        accountType: r.type as AggregatedBalance['accountType'],
      }),
    },
    page,
  );
}
