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
    .equals('l.asset_id', filter.assetId)
    .anyOf('s.owner', filter.partyIds)
    .anyOf('s.market', filter.marketIds)
    .anyOf('s.type', filter.accountTypes)
    .range('l.time_ns', filter.dateRange);
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
      select: `SELECT l.seq::text AS seq, s.side, l.time_ns::text AS time_ns, l.asset_id,
          s.owner, s.market, s.type, s.balance::text AS balance
        FROM ledger_entries l CROSS JOIN LATERAL (VALUES
          (0, l.from_owner, l.from_market, l.from_type, l.from_balance),
          (1, l.to_owner, l.to_market, l.to_type, l.to_balance)) AS s(side, owner, market, type, balance)`,
      where: w.where,
      params: w.params,
      key: [
        { sql: 'l.seq', numeric: true },
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
