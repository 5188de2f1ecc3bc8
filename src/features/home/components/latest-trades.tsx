import { Link } from 'react-router';
import type { Trade } from '#contract/trade.ts';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { LATEST_ROWS } from '../api/home-queries.ts';
import { useLatestTrades } from '../use-latest-trades.ts';

export interface TradeMarket {
  code: string;
  priceDecimals: number;
  sizeDecimals: number;
}

function columns(markets: ReadonlyMap<string, TradeMarket>): readonly StaticColumn<Trade>[] {
  return [
    {
      header: 'Market',
      cell: (t) => (
        <Link to={paths.market.href(t.marketId)}>
          {markets.get(t.marketId)?.code ?? t.marketId.slice(0, 8)}
        </Link>
      ),
    },
    {
      header: 'Price',
      className: 'num',
      cell: (t) => {
        const market = markets.get(t.marketId);
        return (
          <span className={t.aggressor === 'SIDE_BUY' ? 'buy' : 'sell'}>
            {market ? formatPrice(t.price, market.priceDecimals) : t.price}
          </span>
        );
      },
    },
    {
      header: 'Size',
      className: 'num',
      cell: (t) => {
        const market = markets.get(t.marketId);
        return market ? formatSize(t.size, market.sizeDecimals) : t.size;
      },
    },
    // On a phone the trade's market, price and size fill the row; its time opens in the detail.
    { header: 'Time', priority: 'medium', cell: (t) => <Timestamp ns={t.timestamp} /> },
  ];
}

/** The network's latest trades, live; markets give codes and decimals. */
export function LatestTrades({ markets }: { markets: ReadonlyMap<string, TradeMarket> }) {
  const { trades, stream, isPending, error, refetch } = useLatestTrades();
  return (
    <section aria-labelledby="home-trades" className="home-panel">
      <div className="panel-heading">
        <h2 id="home-trades">Latest trades</h2>
        <LiveStatus
          status={stream.status}
          error={stream.error}
          paused={stream.paused}
          reconnects={stream.reconnects}
          onPause={stream.pause}
          onResume={stream.resume}
          label="trades"
        />
      </div>
      {error ? (
        <ErrorState error={error} retry={refetch} />
      ) : (
        <StaticTable
          label="Latest trades"
          columns={columns(markets)}
          rows={trades}
          rowKey={(t) => t.id}
          empty="No trades yet."
          isLoading={isPending}
          loadingRows={LATEST_ROWS}
          rowsInPlace
        />
      )}
    </section>
  );
}
