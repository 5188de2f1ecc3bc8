import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AccountBalance } from '#contract/account.ts';
import { StaticTable } from '../../../components/data-table/static-table.tsx';
import { byId, ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { AssetAmount } from '../../../entities/asset/asset-cells.tsx';
import { useAssetDirectory } from '../../../entities/asset/asset-directory.ts';
import { MarketLink } from '../../../entities/market/market-link.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { treasuryQueries } from '../api/treasury-queries.ts';
import { treasuryGroups } from '../treasury-groups.ts';
import { transferColumns } from '../../../entities/funds/funds-columns.tsx';

/** The symbols of the assets whose accounts hold nothing, once each ("AAVE, COMP, …"). */
function emptyAssets(accounts: readonly AccountBalance[], symbol: (id: string) => string) {
  return [...new Set(accounts.filter((a) => a.balance === '0').map((a) => symbol(a.asset)))].join(
    ', ',
  );
}

/** The network's own balances by kind of pool, then the transfers into and out of them. */
export function TreasuryPanel() {
  const accounts = useQuery(treasuryQueries.accounts());
  const { assets: directory, pending: directoryPending } = useAssetDirectory();
  const groups = useMemo(
    () => treasuryGroups(accounts.data ?? [], (id) => directory.get(id)?.symbol ?? id),
    [accounts.data, directory],
  );
  const transfers = useInfiniteQuery(treasuryQueries.transfers());
  const columns = useMemo(() => transferColumns(), []);
  return (
    <>
      {accounts.isError ? (
        <ErrorState error={accounts.error} retry={() => void accounts.refetch()} />
      ) : accounts.isPending || directoryPending ? (
        // The pools are ordered by their assets' symbols: both are waited for.
        <LoadingBlock label="the network's accounts" />
      ) : groups.length === 0 ? (
        <p className="muted">The network holds no accounts yet.</p>
      ) : (
        groups.map((group) => {
          // Most pools of most assets hold nothing: those are counted, not listed.
          const held = group.accounts.filter((a) => a.balance !== '0');
          const empty = group.accounts.length - held.length;
          return (
            <section key={group.id} aria-labelledby={`treasury-${group.id}`}>
              <h2 id={`treasury-${group.id}`}>{group.label}</h2>
              {held.length > 0 && (
                <StaticTable
                  label={group.label}
                  rows={held}
                  rowKey={(a) => `${a.type}-${a.asset}-${a.marketId}`}
                  columns={[
                    // The pool's name wraps ("Reward market / proposers") and the market gives
                    // way to the row's detail on a phone: the balance with its asset stays whole.
                    { header: 'Account', className: 'wrap', cell: (a) => enumToWords(a.type) },
                    // The amount names its asset (its symbol, the exact value on hover).
                    {
                      header: 'Balance',
                      className: 'num',
                      cell: (a) => <AssetAmount assetId={a.asset} raw={a.balance} />,
                    },
                    {
                      header: 'Market',
                      priority: 'medium',
                      cell: (a) =>
                        a.marketId ? (
                          <MarketLink marketId={a.marketId} />
                        ) : (
                          <span className="muted">all markets</span>
                        ),
                    },
                  ]}
                />
              )}
              {empty > 0 && (
                <p className="muted small">
                  {held.length === 0 ? 'All ' : ''}
                  {`${empty} ${empty === 1 ? 'account' : 'accounts'} (${emptyAssets(group.accounts, (id) => directory.get(id)?.symbol ?? id.slice(0, 8))}) ${empty === 1 ? 'holds' : 'hold'} nothing yet.`}
                </p>
              )}
            </section>
          );
        })
      )}
      {/* After the pools are in place: they would push it down as they arrived. */}
      {!accounts.isPending && !directoryPending && (
        <>
          <h2>Transfers to and from network accounts</h2>
          <ConnectionTable
            query={transfers}
            columns={columns}
            label="Network transfers"
            rowId={byId}
            empty="No transfers to or from the network's accounts in what has been read."
          />
        </>
      )}
    </>
  );
}
