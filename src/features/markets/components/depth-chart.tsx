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
  niceTicks,
  type DepthPoint,
} from '../book/depth-geometry.ts';

interface DepthChartProps {
  view: BookView;
  decimalPlaces: number;
  positionDecimalPlaces: number;
}

/** About this many price labels along the bottom, size labels up the left. */
const PRICE_TICKS = 4;
const SIZE_TICKS = 2;
/** Labels need this much room from the chart's left and right edges (SVG units). */
const LABEL_ROOM = 40;

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
  // An empty book (or one still loading) keeps the chart's box, so the drawn chart takes its
  // place without moving what is below it.
  if (!g) {
    return (
      <figure className="chart depth-chart">
        <p className="depth-readout muted small">No depth to draw: the book is empty.</p>
        <svg viewBox={`0 0 ${DEPTH_W} ${DEPTH_H}`} aria-hidden="true" />
      </figure>
    );
  }
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
  // Round prices, kept clear of the edges where a label would be cut off.
  const priceTicks = niceTicks(g.minPrice, g.maxPrice, PRICE_TICKS).filter((p) => {
    const x = priceX(g, p);
    return x >= LABEL_ROOM && x <= DEPTH_W - LABEL_ROOM;
  });
  const sizeTicks = niceTicks(0n, g.top, SIZE_TICKS).filter((v) => v > 0n);
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
          <line
            key={`s${v}`}
            x1={0}
            x2={DEPTH_W}
            y1={sizeY(g, v)}
            y2={sizeY(g, v)}
            className="chart-grid"
          />
        ))}
        {g.bidPath && <path d={g.bidPath} className="depth-bids" />}
        {g.askPath && <path d={g.askPath} className="depth-asks" />}
        {sizeTicks.map((v) => (
          <text key={`l${v}`} x={4} y={sizeY(g, v) - 4} className="chart-label depth-size-tick">
            {size(v)}
          </text>
        ))}
        {g.midX !== undefined && (
          <line x1={g.midX} x2={g.midX} y1={0} y2={g.plotBottom} className="chart-mid" />
        )}
        <line x1={0} x2={DEPTH_W} y1={g.plotBottom} y2={g.plotBottom} className="chart-axis" />
        {priceTicks.map((p) => (
          <g key={`p${p}`}>
            <line
              x1={priceX(g, p)}
              x2={priceX(g, p)}
              y1={g.plotBottom}
              y2={g.plotBottom + 4}
              className="chart-axis"
            />
            <text
              x={priceX(g, p)}
              y={DEPTH_H - 4}
              className="chart-label depth-price-tick"
              textAnchor="middle"
            >
              {price(p)}
            </text>
          </g>
        ))}
        {g.walls.map((w) => (
          <g key={`w${w.side}`} className={`depth-wall depth-wall-${w.side}`}>
            <title>{`${w.side === 'bid' ? 'Bids' : 'Asks'} go off the scale at ${price(w.row.price)}: cumulative ${size(w.row.cumulative)}`}</title>
            <path
              d={`M${w.x - 6},${g.plotTop} L${w.x + 6},${g.plotTop} L${w.x},${g.plotTop - 10} Z`}
            />
            <text
              // Into the wall's own side, unless that runs off the chart.
              {...wallLabelPlace(w)}
              y={g.plotTop + 14}
              className="chart-label"
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

function wallLabelPlace(w: DepthPoint): { x: number; textAnchor: 'start' | 'end' } {
  const outward = w.side === 'bid' ? 'end' : 'start';
  const fits = w.side === 'bid' ? w.x > LABEL_ROOM * 3 : w.x < DEPTH_W - LABEL_ROOM * 3;
  const anchor = fits ? outward : outward === 'end' ? 'start' : 'end';
  return { x: anchor === 'end' ? w.x - 8 : w.x + 8, textAnchor: anchor };
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
