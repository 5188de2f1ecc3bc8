import { useQuery } from '@tanstack/react-query';
import { LiveStatus } from '../../../components/ui/live-status.tsx';
import { ErrorState } from '../../../components/ui/status-states.tsx';
import { marketDetailQueries } from '../api/market-detail-queries.ts';
import { intervalCode, pickInterval } from '../candles/interval-code.ts';
import { useLiveCandles } from '../live/use-live-candles.ts';
import { CandlesChart } from './candles-chart.tsx';

interface CandlesPanelProps {
  marketId: string;
  /** The interval's URL code (`?interval=`), null = the first offered. */
  interval: string | null;
  onIntervalChange: (code: string) => void;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

export function CandlesPanel(props: CandlesPanelProps) {
  const { marketId, interval, onIntervalChange } = props;
  const intervals = useQuery(marketDetailQueries.candleIntervals(marketId));
  if (intervals.isError) {
    return <ErrorState error={intervals.error} retry={() => void intervals.refetch()} />;
  }
  const offered = intervals.data ?? [];
  const chosen = pickInterval(offered, interval);
  return (
    <section className="panel" aria-labelledby="candles-heading">
      <div className="panel-heading">
        <h2 id="candles-heading">Price chart</h2>
        <div className="segmented" role="group" aria-label="Candle interval">
          {offered.map((o) => (
            <button
              key={o.candleId}
              type="button"
              aria-pressed={o === chosen}
              onClick={() => onIntervalChange(intervalCode(o.interval))}
            >
              {o.interval}
            </button>
          ))}
        </div>
      </div>
      {chosen ? (
        <LiveCandles
          key={chosen.candleId}
          {...props}
          candleId={chosen.candleId}
          label={chosen.interval}
        />
      ) : (
        <p aria-busy="true">Loading intervals…</p>
      )}
    </section>
  );
}

function LiveCandles(props: CandlesPanelProps & { candleId: string; label: string }) {
  const { candles, stream, isPending, error, refetch } = useLiveCandles(props.candleId);
  if (error) return <ErrorState error={error} retry={() => void refetch()} />;
  return (
    <>
      <LiveStatus {...stream} onPause={stream.pause} onResume={stream.resume} label="chart" />
      {isPending ? (
        <p aria-busy="true">Loading candles…</p>
      ) : (
        <CandlesChart
          candles={candles}
          decimalPlaces={props.decimalPlaces}
          positionDecimalPlaces={props.positionDecimalPlaces}
          intervalLabel={props.label}
        />
      )}
    </>
  );
}
