import { Link } from 'react-router';
import { LiveStatus, type LiveState } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { paths } from '../../../config/paths.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { formatPrice } from '../../../lib/format-decimal.ts';

/** What the home page shows of a market (the route passes the markets feature's rows). */
export interface HomeMarket {
  id: string;
  code: string;
  name: string;
  tradingMode: string;
  markPrice?: string | undefined;
  priceDecimals: number;
}

export interface LiveHandle {
  status: LiveState;
  error?: string | undefined;
  paused: boolean;
  reconnects: number;
  pause: () => void;
  resume: () => void;
}

interface Props {
  markets: HomeMarket[];
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  live: LiveHandle;
}

/** Every market with its live mark price and trading mode. */
export function MarketsOverview({ markets, isPending, error, retry, live }: Props) {
  return (
    <section aria-labelledby="home-markets" className="home-panel">
      <div className="panel-heading">
        <h2 id="home-markets">Markets</h2>
        <LiveStatus
          status={live.status}
          error={live.error}
          paused={live.paused}
          reconnects={live.reconnects}
          onPause={live.pause}
          onResume={live.resume}
          label="market data"
        />
      </div>
      {error ? (
        <ErrorState error={error} retry={retry} />
      ) : (
        <div className="table-wrap">
          <table className="data-table" aria-label="Markets" aria-busy={isPending || undefined}>
            <thead>
              <tr>
                <th scope="col">Market</th>
                <th scope="col" className="num">
                  Mark price
                </th>
                <th scope="col">Trading mode</th>
              </tr>
            </thead>
            <tbody>
              {!isPending && markets.length === 0 && (
                <tr>
                  <td colSpan={3} className="empty">
                    No markets yet.
                  </td>
                </tr>
              )}
              {markets.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Link to={paths.market.href(m.id)}>{m.code}</Link>{' '}
                    <span className="muted small">{m.name}</span>
                  </td>
                  <td className="num">
                    {m.markPrice ? formatPrice(m.markPrice, m.priceDecimals) : '—'}
                  </td>
                  <td>{enumToWords(m.tradingMode)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
