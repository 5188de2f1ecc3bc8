import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Reward } from '#contract/reward.ts';
import { InfiniteFooter } from '../../components/data-table/infinite-footer.tsx';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { Shown } from '../../components/ui/shown.tsx';
import { ErrorState } from '../../components/ui/status-states.tsx';
import { Timestamp } from '../../components/ui/timestamp.tsx';
import { enumToWords } from '../../lib/enum-words.ts';
import { displayScore } from '../../lib/format/display-rules.ts';
import { AssetAmount } from '../asset/asset-cells.tsx';
import { MarketLink } from '../market/market-link.tsx';
import { rewardQueries } from './reward-queries.ts';

// A plain table (StaticTable), not TanStack Table: the validator page shows this list below
// its details, and its first-route JavaScript need not carry a table library for it. On a phone
// a row keeps the epoch, amount and kind of reward; the share, market and time open in its detail.
const COLUMNS: readonly StaticColumn<Reward>[] = [
  { header: 'Epoch', className: 'num', cell: (r) => r.epoch },
  {
    header: 'Amount',
    className: 'num',
    cell: (r) => <AssetAmount assetId={r.assetId} raw={r.amount} />,
  },
  {
    header: 'Share of the pool',
    className: 'num',
    priority: 'medium',
    // Already in percent (0.25 = a quarter of one percent): 4 significant digits.
    cell: (r) => {
      const shown = displayScore(r.percentageOfTotal);
      return <Shown value={{ text: `${shown.text}%`, exact: `${shown.exact}%` }} />;
    },
  },
  { header: 'Reward', className: 'wrap', cell: (r) => enumToWords(r.rewardType) },
  {
    header: 'Market',
    priority: 'medium',
    cell: (r) =>
      r.marketId ? <MarketLink marketId={r.marketId} /> : <span className="muted">all</span>,
  },
  { header: 'Received', priority: 'medium', cell: (r) => <Timestamp ns={r.receivedAt} /> },
];

const rowKey = (r: Reward) => `${r.epoch}-${r.assetId}-${r.marketId}-${r.rewardType}`;

/** A party's rewards: the totals per asset, then each payout, newest first. */
export function PartyRewards({ partyId, who = 'This party' }: { partyId: string; who?: string }) {
  const totals = useQuery(rewardQueries.totals(partyId));
  const list = useInfiniteQuery(rewardQueries.list(partyId));
  const pages = list.data?.pages;
  const rows = useMemo(() => (pages ?? []).flatMap((p) => p.edges.map((e) => e.node)), [pages]);
  if (list.isError) return <ErrorState error={list.error} retry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingBlock label="rewards" />;
  if (rows.length === 0) return <p className="muted">{who} has received no rewards yet.</p>;
  return (
    <>
      {totals.data && totals.data.length > 0 && (
        <p>
          Received in all:{' '}
          {totals.data.map((t, i) => (
            <span key={t.assetId}>
              {i > 0 && ', '}
              <AssetAmount assetId={t.assetId} raw={t.amount} />
            </span>
          ))}
        </p>
      )}
      <StaticTable label="Rewards" rows={rows} rowKey={rowKey} columns={COLUMNS} />
      <InfiniteFooter
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={() => void list.fetchNextPage()}
        count={rows.length}
        autoLoad={false}
      />
    </>
  );
}
