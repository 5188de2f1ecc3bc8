import type { Candle } from '#contract/candle.ts';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { formatTimestamp } from '../../../lib/format-time.ts';
import { CANDLES_H, CANDLES_W, candlesGeometry } from '../candles/candle-geometry.ts';

interface CandlesChartProps {
  /** Oldest first. */
  candles: readonly Candle[];
  decimalPlaces: number;
  positionDecimalPlaces: number;
  intervalLabel: string;
}

/**
 * Candles and volume as plain SVG (no chart library: rectangles and lines). Rising candles are
 * hollow, falling ones filled, so the direction does not rest on colour; each candle's
 * open/high/low/close is in its tooltip and the latest one is written out below.
 */
export function CandlesChart(props: CandlesChartProps) {
  const { candles, decimalPlaces, positionDecimalPlaces, intervalLabel } = props;
  const timeZone = useTimeZone();
  const g = candlesGeometry(candles);
  if (!g) return <p className="muted chart-empty">No trades in this interval yet.</p>;
  const price = (raw: string | bigint) => formatPrice(raw.toString(), decimalPlaces);
  const size = (raw: string | bigint) => formatSize(raw.toString(), positionDecimalPlaces);
  const time = (ns: string) => formatTimestamp(ns, { timeZone });
  const ohlc = (c: Candle) =>
    `${time(c.start)}: open ${price(c.open)}, high ${price(c.high)}, low ${price(c.low)}, ` +
    `close ${price(c.close)}, volume ${size(c.volume)}`;
  const first = candles[0] as Candle;
  const latest = candles.at(-1) as Candle;
  return (
    <figure className="chart candles-chart">
      <svg
        viewBox={`0 0 ${CANDLES_W} ${CANDLES_H}`}
        role="img"
        aria-label={`${candles.length} ${intervalLabel} candles from ${time(first.start)}, prices ${price(g.low)} to ${price(g.high)}.`}
      >
        <line x1={0} x2={CANDLES_W} y1={g.priceBottom} y2={g.priceBottom} className="chart-axis" />
        {g.shapes.map((s) => (
          <g key={s.candle.start} className={s.up ? 'candle candle-up' : 'candle candle-down'}>
            <title>{ohlc(s.candle)}</title>
            <line
              x1={s.wickX}
              x2={s.wickX}
              y1={s.wickTop}
              y2={s.wickBottom}
              className="candle-wick"
            />
            <rect x={s.x} y={s.bodyY} width={s.width} height={s.bodyH} className="candle-body" />
            <rect
              x={s.x}
              y={s.volumeY}
              width={s.width}
              height={s.volumeH}
              className="candle-volume"
            />
          </g>
        ))}
        <text x={4} y={20} className="chart-label">
          {price(g.high)}
        </text>
        <text x={4} y={g.priceBottom - 4} className="chart-label">
          {price(g.low)}
        </text>
        <text x={4} y={g.volumeTop + 12} className="chart-label">
          Volume (max {size(g.maxVolume)})
        </text>
      </svg>
      <figcaption className="small">
        Latest {intervalLabel} candle — {ohlc(latest)}
      </figcaption>
    </figure>
  );
}
