import { Link } from 'react-router';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { useLatestTrades } from '../use-latest-trades.ts';

export interface TradeMarket {
  code: string;
  priceDecimals: number;
  sizeDecimals: number;
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
        <div className="table-wrap">
          <table
            className="data-table"
            aria-label="Latest trades"
            aria-busy={isPending || undefined}
          >
            <thead>
              <tr>
                <th scope="col">Market</th>
                <th scope="col" className="num">
                  Price
                </th>
                <th scope="col" className="num">
                  Size
                </th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {!isPending && trades.length === 0 && (
                <tr>
                  <td colSpan={4} className="empty">
                    No trades yet.
                  </td>
                </tr>
              )}
              {trades.map((t) => {
                const market = markets.get(t.marketId);
                return (
                  <tr key={t.id}>
                    <td>
                      <Link to={paths.market.href(t.marketId)}>
                        {market?.code ?? t.marketId.slice(0, 8)}
                      </Link>
                    </td>
                    <td className={`num ${t.aggressor === 'SIDE_BUY' ? 'buy' : 'sell'}`}>
                      {market ? formatPrice(t.price, market.priceDecimals) : t.price}
                    </td>
                    <td className="num">
                      {market ? formatSize(t.size, market.sizeDecimals) : t.size}
                    </td>
                    <td>
                      <Timestamp ns={t.timestamp} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
