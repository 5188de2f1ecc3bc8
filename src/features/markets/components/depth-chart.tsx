import { useState, type PointerEvent } from 'react';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import type { BookView } from '../book/book-view.ts';
import {
  DEPTH_H,
  DEPTH_W,
  depthGeometry,
  depthPointAt,
  priceX,
  sizeY,
  ticks,
  type DepthPoint,
} from '../book/depth-geometry.ts';

interface DepthChartProps {
  view: BookView;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

/** Price labels along the bottom (intervals), size labels up the left. */
const PRICE_TICKS = 3;
const SIZE_TICKS = 2;

const percent = (bp: bigint) => `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}%`;

/**
 * Cumulative depth as hand-drawn SVG: the chart sits in the trading tab, a first route, where
 * a chart library's weight would break the JavaScript budget (and lightweight-charts' x-axis is
 * time, not price). Sides are named in text, not colour only. Hovering (or touching) shows the
 * nearest level's price, cumulative size and share; a wall that would flatten the rest is cut
 * off the y-axis and marked.
 */
export function DepthChart({ view, decimalPlaces, positionDecimalPlaces }: DepthChartProps) {
  const [hoverX, setHoverX] = useState<number | undefined>();
  const g = depthGeometry(view.bids, view.asks);
  if (!g) return <p className="muted chart-empty">No depth to draw: the book is empty.</p>;
  const price = (p: bigint) => formatPrice(p.toString(), decimalPlaces);
  const size = (v: bigint) => formatSize(v.toString(), positionDecimalPlaces);
  const bidTotal = view.bids.at(-1)?.cumulative ?? 0n;
  const askTotal = view.asks.at(-1)?.cumulative ?? 0n;
  const label =
    `Depth chart from ${price(g.minPrice)} to ${price(g.maxPrice)}: ` +
    `${size(bidTotal)} bid, ${size(askTotal)} offered.`;
  const hovered = hoverX === undefined ? undefined : depthPointAt(g, hoverX);
  const onPointer = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width > 0) setHoverX(((e.clientX - box.left) / box.width) * DEPTH_W);
  };
  const priceTicks = ticks(g.minPrice, g.maxPrice, PRICE_TICKS);
  const sizeTicks = ticks(0n, g.top, SIZE_TICKS).slice(1);
  return (
    <figure className="chart depth-chart">
      <DepthReadout point={hovered} price={price} size={size} />
      <svg
        viewBox={`0 0 ${DEPTH_W} ${DEPTH_H}`}
        role="img"
        aria-label={label}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={() => setHoverX(undefined)}
      >
        {sizeTicks.map((v) => (
          <g key={`s${v}`}>
            <line x1={0} x2={DEPTH_W} y1={sizeY(g, v)} y2={sizeY(g, v)} className="chart-grid" />
            <text x={4} y={sizeY(g, v) + 12} className="chart-label depth-size-tick">
              {size(v)}
            </text>
          </g>
        ))}
        {g.bidPath && <path d={g.bidPath} className="depth-bids" />}
        {g.askPath && <path d={g.askPath} className="depth-asks" />}
        {g.midX !== undefined && (
          <line x1={g.midX} x2={g.midX} y1={0} y2={g.plotBottom} className="chart-mid" />
        )}
        <line x1={0} x2={DEPTH_W} y1={g.plotBottom} y2={g.plotBottom} className="chart-axis" />
        {priceTicks.map((p, i) => (
          <text
            key={`p${i}`}
            x={priceX(g, p)}
            y={DEPTH_H - 6}
            className="chart-label depth-price-tick"
            textAnchor={i === 0 ? 'start' : i === PRICE_TICKS ? 'end' : 'middle'}
          >
            {price(p)}
          </text>
        ))}
        {g.walls.map((w) => (
          <g key={`w${w.side}`} className={`depth-wall depth-wall-${w.side}`}>
            <title>{`${w.side === 'bid' ? 'Bids' : 'Asks'} go off the scale at ${price(w.row.price)}: cumulative ${size(w.row.cumulative)}`}</title>
            <path
              d={`M${w.x - 6},${g.plotTop} L${w.x + 6},${g.plotTop} L${w.x},${g.plotTop - 10} Z`}
            />
            <text
              x={w.x}
              y={g.plotTop + 14}
              className="chart-label"
              textAnchor={w.x < DEPTH_W / 2 ? 'start' : 'end'}
            >
              {`cut: ${size(w.row.cumulative)}`}
            </text>
          </g>
        ))}
        {g.bidPath && (
          <text
            x={DEPTH_W / 2 - 12}
            y={g.plotBottom - 8}
            className="chart-label depth-bid-label"
            textAnchor="end"
          >
            Bids
          </text>
        )}
        {g.askPath && (
          <text x={DEPTH_W / 2 + 12} y={g.plotBottom - 8} className="chart-label depth-ask-label">
            Asks
          </text>
        )}
        {hovered && (
          <g className="depth-hover">
            <line x1={hovered.x} x2={hovered.x} y1={g.plotTop} y2={g.plotBottom} />
            <circle cx={hovered.x} cy={hovered.y} r={4} />
          </g>
        )}
      </svg>
      <figcaption className="muted small">
        Cumulative volume by price, best prices in the middle.
        {g.walls.length > 0 && ' The size axis is cut above a very large level (marked ▲).'}
      </figcaption>
    </figure>
  );
}

function DepthReadout(props: {
  point: DepthPoint | undefined;
  price: (p: bigint) => string;
  size: (v: bigint) => string;
}) {
  const { point, price, size } = props;
  if (!point) {
    return <p className="depth-readout muted small">Hover or touch the chart to read a level.</p>;
  }
  const sideName = point.side === 'bid' ? 'bids' : 'asks';
  return (
    <p className="depth-readout small" data-side={point.side}>
      <span className={point.side === 'bid' ? 'depth-bid-label' : 'depth-ask-label'}>
        {point.side === 'bid' ? 'Bid' : 'Ask'}
      </span>{' '}
      <span data-field="price">{price(point.row.price)}</span> · cumulative{' '}
      <span data-field="cumulative">{size(point.row.cumulative)}</span>
      {point.clipped && ' (off the scale)'} · level{' '}
      <span data-field="volume">{size(point.row.volume)}</span> (
      <span data-field="share">{percent(point.shareBp)}</span> of {sideName} shown)
    </p>
  );
}
