import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { TAPE_CAP, useTradesTape } from '../live/use-trades-tape.ts';
import { TradesTape } from './trades-tape.tsx';

interface LiveTradesProps {
  marketId: string;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

/** The market page's trades panel: the live tape with its status. */
export function LiveTrades({ marketId, decimalPlaces, positionDecimalPlaces }: LiveTradesProps) {
  const { trades, stream, isPending, error, refetch } = useTradesTape(marketId);
  return (
    <section className="panel" aria-labelledby="trades-heading">
      <div className="panel-heading">
        <h2 id="trades-heading">Trades</h2>
        <LiveStatus {...stream} onPause={stream.pause} onResume={stream.resume} label="trades" />
      </div>
      {error && trades.length === 0 ? (
        <ErrorState error={error} retry={refetch} />
      ) : (
        <TradesTape
          trades={trades}
          decimalPlaces={decimalPlaces}
          positionDecimalPlaces={positionDecimalPlaces}
          isLoading={isPending}
        />
      )}
      <p className="muted small">The latest {TAPE_CAP} trades at most, newest first.</p>
    </section>
  );
}
