import type { Candle } from '#contract/candle.ts';
import {
  markDrawn,
  nothingDrawn,
  planUpdate,
  toBar,
  toVolume,
  type BarPoint,
  type DrawnCandles,
  type VolumePoint,
} from './chart-data.ts';

/** The two calls of a lightweight-charts series this needs (so tests can pass a fake). */
export interface SeriesLike<P> {
  setData: (points: P[]) => void;
  update: (point: P) => void;
}

export interface ChartSeries {
  bars: SeriesLike<BarPoint>;
  volume: SeriesLike<VolumePoint & { color: string }>;
}

export interface ChartScales {
  priceDecimals: number;
  sizeDecimals: number;
  upColor: string;
  downColor: string;
}

/**
 * Brings the chart's series to `candles` (oldest first): live changes go through `update()`
 * (one bar redrawn, nothing rebuilt); only a first draw or an older candle changing sets the
 * data again. Returns what is drawn now.
 */
export function applyCandles(
  series: ChartSeries,
  drawn: DrawnCandles,
  candles: readonly Candle[],
  scales: ChartScales,
): DrawnCandles {
  const plan = planUpdate(drawn, candles);
  const volume = (c: Candle) => {
    const v = toVolume(c, scales.sizeDecimals);
    return { ...v, color: v.up ? scales.upColor : scales.downColor };
  };
  switch (plan.kind) {
    case 'none':
      return drawn;
    case 'reset':
      series.bars.setData(candles.map((c) => toBar(c, scales.priceDecimals)));
      series.volume.setData(candles.map(volume));
      return markDrawn(nothingDrawn(), candles);
    case 'update':
      for (const c of plan.candles) {
        series.bars.update(toBar(c, scales.priceDecimals));
        series.volume.update(volume(c));
      }
      return markDrawn(drawn, plan.candles);
  }
}
