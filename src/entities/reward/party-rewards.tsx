import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { Reward } from '#contract/reward.ts';
import { ConnectionTable } from '../../components/ui/infinite-table.tsx';
import { Shown } from '../../components/ui/shown.tsx';
import { Timestamp } from '../../components/ui/timestamp.tsx';
import { enumToWords } from '../../lib/enum-words.ts';
import { displayScore } from '../../lib/format/display-rules.ts';
import { AssetAmount } from '../asset/asset-cells.tsx';
import { MarketLink } from '../market/market-link.tsx';
import { rewardQueries } from './reward-queries.ts';

const column = createColumnHelper<Reward>();

const COLUMNS = [
  column.accessor('epoch', { header: 'Epoch', meta: { className: 'num' } }),
  column.accessor('amount', {
    header: 'Amount',
    meta: { className: 'num' },
    cell: (i) => <AssetAmount assetId={i.row.original.assetId} raw={i.getValue()} />,
  }),
  column.accessor('percentageOfTotal', {
    header: 'Share of the pool',
    meta: { className: 'num' },
    // Already in percent (0.25 = a quarter of one percent): 4 significant digits.
    cell: (i) => {
      const shown = displayScore(i.getValue());
      return <Shown value={{ text: `${shown.text}%`, exact: `${shown.exact}%` }} />;
    },
  }),
  column.accessor('rewardType', { header: 'Reward', cell: (i) => enumToWords(i.getValue()) }),
  column.accessor('marketId', {
    header: 'Market',
    cell: (i) =>
      i.getValue() ? <MarketLink marketId={i.getValue()} /> : <span className="muted">all</span>,
  }),
  column.accessor('receivedAt', {
    header: 'Received',
    cell: (i) => <Timestamp ns={i.getValue()} />,
  }),
];

const rowKey = (r: Reward) => `${r.epoch}-${r.assetId}-${r.marketId}-${r.rewardType}`;

/** A party's rewards: the totals per asset, then each payout, newest first. */
export function PartyRewards({ partyId, who = 'This party' }: { partyId: string; who?: string }) {
  const totals = useQuery(rewardQueries.totals(partyId));
  const list = useInfiniteQuery(rewardQueries.list(partyId));
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
      <ConnectionTable
        query={list}
        columns={COLUMNS}
        label="Rewards"
        rowId={rowKey}
        empty={`${who} has received no rewards yet.`}
      />
    </>
  );
}
