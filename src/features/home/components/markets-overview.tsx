import { Link } from 'react-router';
import { StaticTable, type StaticColumn } from '../../../components/data-table/static-table.tsx';
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

// A plain table: the home page is the most common first route, and TanStack Table would add
// to its JavaScript for a short list that is neither sorted nor paged.
const COLUMNS: StaticColumn<HomeMarket>[] = [
  {
    header: 'Market',
    // The instrument's name wraps under a long code rather than pushing "Trading mode" out of
    // the half-width panel at 1280 px.
    className: 'wrap',
    cell: (m) => (
      <>
        <Link className="whole" to={paths.market.href(m.id)}>
          {m.code}
        </Link>{' '}
        <span className="muted small">{m.name}</span>
      </>
    ),
  },
  {
    header: 'Mark price',
    className: 'num',
    cell: (m) => (m.markPrice ? formatPrice(m.markPrice, m.priceDecimals) : '—'),
  },
  // Wraps ("Opening / auction") so the three columns fit a 390 px phone without scrolling.
  { header: 'Trading mode', className: 'wrap', cell: (m) => enumToWords(m.tradingMode) },
];

/** Placeholder rows: at least a screen's worth of the panel, as networks list more markets. */
const MARKETS_LOADING_ROWS = 10;

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
        <StaticTable
          label="Markets"
          columns={COLUMNS}
          rows={markets}
          rowKey={(m) => m.id}
          isLoading={isPending}
          // A screenful of two-line rows (code, then name): the panels below stay where they
          // are when the markets arrive.
          loadingRows={MARKETS_LOADING_ROWS}
          loadingRowLines={2}
          empty="No markets yet."
        />
      )}
    </section>
  );
}
