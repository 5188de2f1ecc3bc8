import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Position } from '#contract/position.ts';
import { NETWORK_PARTY } from '#contract/party.ts';
import type { Trade } from '#contract/trade.ts';
import { IdText } from '../../../components/ui/id-text.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { marketCode, marketPrice, marketSize, settlementAmount, type Lookups } from '../lookups.ts';

function MarketLink({ lookups, marketId }: { lookups: Lookups; marketId: string }) {
  return (
    <Link to={paths.market.href(marketId)}>
      {marketCode(lookups, marketId) ?? marketId.slice(0, 8)}
    </Link>
  );
}

const position = createColumnHelper<Position>();
/** Figures are right-aligned, in tabular digits (pages.css `.num`). */
const NUMERIC = { className: 'num' };

/** True when some position is closed out or distressed: only then has "Status" anything to say. */
export const anyPositionStatus = (rows: readonly Position[]) =>
  rows.some((p) => p.positionStatus !== 'POSITION_STATUS_UNSPECIFIED');

/**
 * Columns of a party's positions. "Status" is only there when `showStatus` (anyPositionStatus):
 * "unspecified" is the normal case, and a column of dashes on every row says nothing.
 */
export function positionColumns(lookups: Lookups, showStatus = true) {
  return [
    position.accessor('marketId', {
      header: 'Market',
      cell: (i) => <MarketLink lookups={lookups} marketId={i.getValue()} />,
    }),
    position.accessor('openVolume', {
      header: 'Open volume',
      meta: NUMERIC,
      cell: (i) => marketSize(lookups, i.row.original.marketId, i.getValue()),
    }),
    position.accessor('averageEntryPrice', {
      header: 'Average entry price',
      meta: NUMERIC,
      cell: (i) => marketPrice(lookups, i.row.original.marketId, i.getValue()),
    }),
    position.accessor('unrealisedPnl', {
      header: 'Unrealised PnL',
      meta: NUMERIC,
      cell: (i) => settlementAmount(lookups, i.row.original.marketId, i.getValue()),
    }),
    position.accessor('realisedPnl', {
      header: 'Realised PnL',
      meta: NUMERIC,
      cell: (i) => settlementAmount(lookups, i.row.original.marketId, i.getValue()),
    }),
    ...(showStatus
      ? [
          position.accessor('positionStatus', {
            header: 'Status',
            // "Unspecified" is the normal case: no close-out or distress applies.
            cell: (i) =>
              i.getValue() === 'POSITION_STATUS_UNSPECIFIED' ? '—' : enumToWords(i.getValue()),
          }),
        ]
      : []),
    position.accessor('updatedAt', {
      header: 'Updated',
      cell: (i) => <Timestamp ns={i.getValue()} />,
    }),
  ];
}

const trade = createColumnHelper<Trade>();

export function tradeColumns(lookups: Lookups, partyId: string) {
  return [
    trade.accessor('marketId', {
      header: 'Market',
      cell: (i) => <MarketLink lookups={lookups} marketId={i.getValue()} />,
    }),
    trade.accessor((t) => (t.buyer === partyId ? 'Buy' : 'Sell'), {
      id: 'side',
      header: 'Party side',
    }),
    trade.accessor('price', {
      header: 'Price',
      cell: (i) => marketPrice(lookups, i.row.original.marketId, i.getValue()),
    }),
    trade.accessor('size', {
      header: 'Size',
      cell: (i) => marketSize(lookups, i.row.original.marketId, i.getValue()),
    }),
    trade.accessor((t) => (t.buyer === partyId ? t.seller : t.buyer), {
      id: 'counterparty',
      header: 'Counterparty',
      cell: (i) =>
        i.getValue() === NETWORK_PARTY ? (
          <Link to={paths.party.href(NETWORK_PARTY)}>Network</Link>
        ) : (
          <IdText value={i.getValue()} href={paths.party.href(i.getValue())} />
        ),
    }),
    trade.accessor('aggressor', { header: 'Aggressor', cell: (i) => enumToWords(i.getValue()) }),
    trade.accessor('type', { header: 'Type', cell: (i) => enumToWords(i.getValue()) }),
    trade.accessor('timestamp', { header: 'Time', cell: (i) => <Timestamp ns={i.getValue()} /> }),
  ];
}
