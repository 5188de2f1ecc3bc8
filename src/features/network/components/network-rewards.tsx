import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { EpochRewardSummary } from '#contract/reward.ts';
import { ConnectionTable } from '../../../components/ui/infinite-table.tsx';
import { AssetAmount, AssetName } from '../../../entities/asset/asset-cells.tsx';
import { MarketLink } from '../../../entities/market/market-link.tsx';
import { enumToWords } from '../../../lib/enum-words.ts';
import { treasuryQueries } from '../api/treasury-queries.ts';

const column = createColumnHelper<EpochRewardSummary>();

const COLUMNS = [
  column.accessor('epoch', { header: 'Epoch', meta: { className: 'num' } }),
  column.accessor('amount', {
    header: 'Paid out',
    meta: { className: 'num' },
    cell: (i) => <AssetAmount assetId={i.row.original.assetId} raw={i.getValue()} />,
  }),
  column.accessor('rewardType', {
    header: 'Reward',
    // With the row detail's button beside it, epoch, amount and kind need 15 px more than a
    // 390 px phone has: the kind opens in the row's detail there.
    meta: { priority: 'medium' },
    cell: (i) => enumToWords(i.getValue()),
  }),
  column.accessor('assetId', {
    header: 'Asset',
    // The amount already names its asset: on a phone this opens in the row's detail.
    meta: { priority: 'medium' },
    cell: (i) => <AssetName assetId={i.getValue()} />,
  }),
  column.accessor('marketId', {
    header: 'Market',
    meta: { priority: 'medium' },
    cell: (i) =>
      i.getValue() ? <MarketLink marketId={i.getValue()} /> : <span className="muted">all</span>,
  }),
];

const rowKey = (s: EpochRewardSummary) => `${s.epoch}-${s.assetId}-${s.marketId}-${s.rewardType}`;

/** What each epoch paid out, newest epoch first. */
export function NetworkRewards() {
  const query = useInfiniteQuery(treasuryQueries.epochRewards());
  return (
    <ConnectionTable
      query={query}
      columns={COLUMNS}
      label="Rewards per epoch"
      rowId={rowKey}
      empty="No rewards paid out yet."
    />
  );
}
