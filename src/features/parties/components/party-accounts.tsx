import { Link } from 'react-router';
import type { AccountBalance } from '#contract/account.ts';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { Shown } from '../../../components/ui/shown.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { LIVE_REFRESH_MS } from '../api/party-trading-queries.ts';
import { groupAccounts } from '../account-groups.ts';
import { useLiveCollection } from '../../../streams/use-live-collection.ts';
import { liveAccounts } from '../live/live-rules.ts';
import { assetAmount, assetFigure, assetSymbol, marketCode, type Lookups } from '../lookups.ts';
import { RefreshNote } from './refresh-note.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { useAssetDirectory } from '../../../entities/asset/asset-directory.ts';

/**
 * One asset's accounts: a short list held whole, on the party page's first tab (no TanStack).
 * The group's heading and the balance's header name the asset, so the cells hold the figure
 * alone (exact on hover): type, market and an 18-decimal balance fit a 390 px phone's row.
 */
export const accountColumns = (
  lookups: Lookups,
  symbol: string | undefined,
): StaticColumn<AccountBalance>[] => [
  { header: 'Type', cell: (a) => enumToWords(a.type) },
  {
    header: 'Market',
    cell: (a) =>
      a.marketId ? (
        <Link to={paths.market.href(a.marketId)}>
          {marketCode(lookups, a.marketId) ?? a.marketId.slice(0, 8)}
        </Link>
      ) : (
        <span className="muted">—</span>
      ),
  },
  {
    header: symbol ? `Balance (${symbol})` : 'Balance',
    className: 'num',
    cell: (a) => <Shown value={assetFigure(lookups, a.asset, a.balance)} />,
  },
];

/** Balances by asset and account type, live (stream) or polled about every block. */
export function PartyAccounts({ partyId, lookups }: { partyId: string; lookups: Lookups }) {
  const query = useLiveCollection(liveAccounts(partyId));
  // Groups are ordered by their asset's symbol: wait for the symbols (the shared asset list), so
  // the groups do not change places when they arrive. Without the list they order by id.
  const assetsPending = useAssetDirectory().pending;
  if (query.error) return <ErrorState error={query.error} retry={query.refetch} />;
  if (query.isPending || !query.items || assetsPending) {
    return <LoadingBlock label="accounts" />;
  }
  const groups = groupAccounts(query.items, (id) => assetSymbol(lookups, id) ?? `~${id}`);
  if (groups.length === 0) return <p className="muted">This party has no accounts.</p>;
  return (
    <>
      <RefreshNote
        label="accounts"
        stream={query.stream}
        live={query.live}
        updatedAt={query.updatedAt}
        everyMs={LIVE_REFRESH_MS}
      />
      {groups.map((group) => {
        const symbol = assetSymbol(lookups, group.assetId) ?? group.assetId;
        return (
          <section key={group.assetId} className="account-group">
            <h2>
              <Link to={paths.asset.href(group.assetId)}>{symbol}</Link>{' '}
              <span className="muted">
                total {assetAmount(lookups, group.assetId, group.total)}
              </span>
            </h2>
            <StaticTable
              label={`${symbol} accounts`}
              columns={accountColumns(lookups, assetSymbol(lookups, group.assetId))}
              rows={group.accounts}
              rowKey={(a) => `${a.type}-${a.marketId}`}
            />
          </section>
        );
      })}
    </>
  );
}
