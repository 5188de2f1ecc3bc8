import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Candle } from '#contract/candle.ts';
import { useTimeZone } from '../../../components/ui/time-zone.tsx';
import { applyCandles, type ChartSeries } from '../candles/apply-candles.ts';
import {
  candleTime,
  crosshairTimeLabel,
  legendFor,
  nothingDrawn,
  priceFormatFor,
  tickLabel,
  type DrawnCandles,
} from '../candles/chart-data.ts';
import { useChartColors, withAlpha } from '../candles/use-chart-colors.ts';

// lightweight-charts (TradingView's) is imported only here, and this file only by the lazily
// loaded chart tab: the library is in that tab's chunk, never in a first route.

interface CandlesChartProps {
  /** Oldest first. */
  candles: readonly Candle[];
  decimalPlaces: number;
  positionDecimalPlaces: number;
  intervalLabel: string;
}

/** Bar widths (px per candle) at first: the library's default, and at most this. */
const DEFAULT_BAR_SPACING = 6;
const MAX_BAR_SPACING = 24;
/** A few candles take the width of this many, not the whole box. */
const MIN_SLOTS = 40;
/** Empty slots right of the newest candle, room for the next one. */
const RIGHT_SLOTS = 3;

interface Chart {
  api: IChartApi;
  bars: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
}

/**
 * Candles with a volume histogram, time and price axes, crosshair, zoom (wheel, pinch) and pan
 * (drag). The legend above shows the hovered candle's exact values, else the latest one's.
 */
export function CandlesChart(props: CandlesChartProps) {
  const { candles, decimalPlaces, positionDecimalPlaces, intervalLabel } = props;
  const timeZone = useTimeZone();
  const colors = useChartColors();
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const drawnRef = useRef<DrawnCandles>(nothingDrawn());
  const framedRef = useRef(false);
  const scalesRef = useRef('');
  // Candles by chart time, for the crosshair's lookup of the exact values.
  const byTime = useMemo(() => new Map(candles.map((c) => [candleTime(c.start), c])), [candles]);
  const [hoveredTime, setHoveredTime] = useState<number | undefined>();

  // The chart is made once per mount; options and data are applied by the effects below.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const api = createChart(box, {
      autoSize: true,
      // The library's licence asks for TradingView to be credited: the caption links it. Its
      // own logo is a link inside the chart's image (role="img"), which must hold no control.
      layout: { attributionLogo: false },
      crosshair: { mode: CrosshairMode.Normal },
      timeScale: { timeVisible: true, secondsVisible: false, rightOffset: RIGHT_SLOTS },
      rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.28 } },
    });
    const bars = api.addSeries(CandlestickSeries, { priceLineVisible: true });
    const volume = api.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    api.priceScale('volume').applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
    const onMove = (param: MouseEventParams) => {
      // A time without a candle (a gap, or off the chart) shows the latest candle.
      setHoveredTime(param.time as number | undefined);
    };
    api.subscribeCrosshairMove(onMove);
    chartRef.current = { api, bars, volume };
    return () => {
      api.unsubscribeCrosshairMove(onMove);
      api.remove();
      chartRef.current = null;
      drawnRef.current = nothingDrawn();
      framedRef.current = false;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.api.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: colors.surface },
        textColor: colors.muted,
        fontFamily: 'inherit',
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: {
        borderColor: colors.border,
        tickMarkFormatter: (time: UTCTimestamp, type: number) => tickLabel(time, type, timeZone),
      },
      localization: { timeFormatter: (time: UTCTimestamp) => crosshairTimeLabel(time, timeZone) },
    });
    chartRef.current?.bars.applyOptions({
      upColor: colors.up,
      downColor: colors.down,
      borderUpColor: colors.up,
      borderDownColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      priceFormat: priceFormatFor(decimalPlaces),
    });
  }, [colors, timeZone, decimalPlaces]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const series = { bars: chart.bars, volume: chart.volume } as unknown as ChartSeries;
    const scales = {
      priceDecimals: decimalPlaces,
      sizeDecimals: positionDecimalPlaces,
      upColor: withAlpha(colors.up, 0.45),
      downColor: withAlpha(colors.down, 0.45),
    };
    // New decimals or theme colours (volume bars carry theirs): every candle is drawn again.
    const key = JSON.stringify(scales);
    if (key !== scalesRef.current) drawnRef.current = nothingDrawn();
    scalesRef.current = key;
    drawnRef.current = applyCandles(series, drawnRef.current, candles, scales);
    // First candles: as wide as the box allows for few candles (up to a limit), else the
    // library's default width showing the newest ones.
    if (!framedRef.current && candles.length > 0) {
      framedRef.current = true;
      const width = boxRef.current?.clientWidth ?? 0;
      const fit = width / (Math.max(candles.length, MIN_SLOTS) + RIGHT_SLOTS);
      chart.api.timeScale().applyOptions({
        barSpacing: Math.min(MAX_BAR_SPACING, Math.max(DEFAULT_BAR_SPACING, fit)),
      });
    }
  }, [candles, colors, decimalPlaces, positionDecimalPlaces]);

  const first = candles[0];
  const latest = candles.at(-1);
  const hovered = hoveredTime === undefined ? undefined : byTime.get(hoveredTime);
  const shown = hovered ?? latest;
  const legend = shown && legendFor(shown, decimalPlaces, positionDecimalPlaces, timeZone);
  const summary =
    first && latest
      ? `${candles.length} ${intervalLabel} candles from ${legendFor(first, decimalPlaces, positionDecimalPlaces, timeZone).time} to ${legendFor(latest, decimalPlaces, positionDecimalPlaces, timeZone).time}.`
      : 'No candles.';
  return (
    <figure className="chart candles-chart">
      {legend ? (
        <dl className="chart-legend" aria-live="off" data-state={hovered ? 'hovered' : 'latest'}>
          <div>
            <dt className="visually-hidden">{hovered ? 'Hovered candle' : 'Latest candle'}</dt>
            <dd data-field="time">{legend.time}</dd>
          </div>
          {(['open', 'high', 'low', 'close'] as const).map((field) => (
            <div key={field}>
              <dt>{field.charAt(0).toUpperCase()}</dt>
              <dd data-field={field} className={legend.up ? 'legend-up' : 'legend-down'}>
                {legend[field]}
              </dd>
            </div>
          ))}
          <div>
            <dt>Vol</dt>
            <dd data-field="volume">{legend.volume}</dd>
          </div>
          <div>
            <dt className="visually-hidden">Change</dt>
            <dd data-field="change" className={legend.up ? 'legend-up' : 'legend-down'}>
              {legend.change}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted chart-empty">No trades in this interval yet.</p>
      )}
      <div ref={boxRef} className="candles-box" role="img" aria-label={summary} />
      <figcaption className="muted small">
        {intervalLabel} candles, times in {timeZone === 'UTC' ? 'UTC' : 'local time'}. Drag to pan,
        wheel or pinch to zoom. Chart by{' '}
        <a href="https://www.tradingview.com/" rel="noopener noreferrer">
          TradingView
        </a>
        .
      </figcaption>
    </figure>
  );
}
