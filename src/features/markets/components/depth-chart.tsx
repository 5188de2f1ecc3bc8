import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import type { BookView } from '../book/book-view.ts';
import { DEPTH_H, DEPTH_W, depthGeometry } from '../book/depth-geometry.ts';

interface DepthChartProps {
  view: BookView;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

/**
 * Cumulative depth as hand-drawn SVG: two stepped areas and a few labels do not need a chart
 * library (and its weight in the page's bundle). Sides are named in text, not colour only.
 */
export function DepthChart({ view, decimalPlaces, positionDecimalPlaces }: DepthChartProps) {
  const g = depthGeometry(view.bids, view.asks, view.maxCumulative);
  if (!g) return <p className="muted chart-empty">No depth to draw: the book is empty.</p>;
  const price = (p: bigint) => formatPrice(p.toString(), decimalPlaces);
  const size = (v: bigint) => formatSize(v.toString(), positionDecimalPlaces);
  const bidTotal = view.bids.at(-1)?.cumulative ?? 0n;
  const askTotal = view.asks.at(-1)?.cumulative ?? 0n;
  const label =
    `Depth chart from ${price(g.minPrice)} to ${price(g.maxPrice)}: ` +
    `${size(bidTotal)} bid, ${size(askTotal)} offered.`;
  return (
    <figure className="chart depth-chart">
      <svg viewBox={`0 0 ${DEPTH_W} ${DEPTH_H}`} role="img" aria-label={label}>
        {g.bidPath && <path d={g.bidPath} className="depth-bids" />}
        {g.askPath && <path d={g.askPath} className="depth-asks" />}
        {g.midX !== undefined && (
          <line x1={g.midX} x2={g.midX} y1={0} y2={g.plotBottom} className="chart-mid" />
        )}
        <text x={DEPTH_W / 2} y={14} className="chart-label" textAnchor="middle">
          {`max ${size(view.maxCumulative)}`}
        </text>
        <text x={4} y={DEPTH_H - 6} className="chart-label">
          {price(g.minPrice)}
        </text>
        <text x={DEPTH_W - 4} y={DEPTH_H - 6} className="chart-label" textAnchor="end">
          {price(g.maxPrice)}
        </text>
        {g.bidPath && (
          <text x={12} y={40} className="chart-label depth-bid-label">
            Bids
          </text>
        )}
        {g.askPath && (
          <text x={DEPTH_W - 12} y={40} className="chart-label depth-ask-label" textAnchor="end">
            Asks
          </text>
        )}
      </svg>
      <figcaption className="muted small">
        Cumulative volume by price, best prices in the middle.
      </figcaption>
    </figure>
  );
}
