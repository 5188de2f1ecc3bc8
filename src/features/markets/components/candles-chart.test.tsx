import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { TimeZoneContext } from '../../../components/ui/time-zone.tsx';

// lightweight-charts draws on canvas, which jsdom lacks: the library is the edge mocked here.
// The fake records the calls the chart makes and lets a test move the crosshair.
const recorded = vi.hoisted(() => ({
  calls: [] as string[],
  crosshair: undefined as ((p: { time?: number }) => void) | undefined,
  /** The chart's options as given to createChart and every applyOptions since, merged. */
  options: {} as Record<string, unknown>,
  merge(into: Record<string, unknown>, from: Record<string, unknown>) {
    for (const [key, value] of Object.entries(from)) {
      const held = into[key];
      if (value && typeof value === 'object' && held && typeof held === 'object')
        this.merge(held as Record<string, unknown>, value as Record<string, unknown>);
      else into[key] = value;
    }
  },
}));

vi.mock('lightweight-charts', () => {
  const series = (name: string) => ({
    setData: (points: unknown[]) => recorded.calls.push(`${name}.setData ${points.length}`),
    update: (p: { time: number }) => recorded.calls.push(`${name}.update ${p.time}`),
    applyOptions: () => undefined,
  });
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0, Hidden: 2 },
    createChart: (_box: unknown, o: Record<string, unknown>) => {
      recorded.options = {};
      recorded.merge(recorded.options, o);
      return chartApi();
    },
  };
  function chartApi() {
    return {
      addSeries: (kind: string) => series(kind),
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({
        applyOptions: (o: Record<string, unknown>) =>
          recorded.merge(recorded.options, { timeScale: o }),
      }),
      applyOptions: (o: Record<string, unknown>) => recorded.merge(recorded.options, o),
      subscribeCrosshairMove: (h: (p: { time?: number }) => void) => {
        recorded.crosshair = h;
      },
      unsubscribeCrosshairMove: () => undefined,
      remove: () => undefined,
    };
  }
});

const { CandlesChart } = await import('./candles-chart.tsx');

// 2026-01-01 00:00:00 UTC
const T0 = 1_767_225_600;
const candle = (minute: number, open: string, close: string, version = 0): Candle => ({
  start: `${T0 + minute * 60}000000000`,
  lastUpdate: `${T0 + minute * 60 + version}000000000`,
  open,
  close,
  high: '12000',
  low: '9000',
  volume: '25',
});

function chart(candles: Candle[]) {
  return (
    <TimeZoneContext value="UTC">
      <CandlesChart
        candles={candles}
        decimalPlaces={2}
        positionDecimalPlaces={1}
        intervalLabel="1 minute"
      />
    </TimeZoneContext>
  );
}

const field = (name: string) =>
  document.querySelector(`.chart-legend [data-field="${name}"]`)?.textContent;

beforeEach(() => {
  recorded.calls = [];
  recorded.crosshair = undefined;
  recorded.options = {};
});

type Options = Record<string, Record<string, unknown> | undefined>;
const line = (o: unknown) => o as { visible?: boolean; color?: string } | undefined;

describe('CandlesChart', () => {
  it('shows the latest candle in the legend, and the hovered one under the crosshair', () => {
    render(chart([candle(0, '10000', '11000'), candle(1, '11000', '9500')]));
    expect(field('time')).toBe('2026-01-01 00:01');
    expect(field('open')).toBe('110.00');
    expect(field('close')).toBe('95.00');
    expect(field('change')).toBe('−15.00 (−13.64%)');

    act(() => recorded.crosshair?.({ time: T0 }));
    expect(field('time')).toBe('2026-01-01 00:00');
    expect([field('open'), field('high'), field('low'), field('close')]).toEqual([
      '100.00',
      '120.00',
      '90.00',
      '110.00',
    ]);
    expect(field('volume')).toBe('2.5');

    // Leaving the chart (no time) goes back to the latest candle.
    act(() => recorded.crosshair?.({}));
    expect(field('open')).toBe('110.00');
  });

  it('draws once with setData, then applies live candles with update()', () => {
    const { rerender } = render(chart([candle(0, '10000', '11000'), candle(1, '11000', '9500')]));
    expect(recorded.calls).toEqual(['candles.setData 2', 'volume.setData 2']);
    recorded.calls = [];
    rerender(
      chart([
        candle(0, '10000', '11000'),
        candle(1, '11000', '9400', 9),
        candle(2, '9400', '9600'),
      ]),
    );
    expect(recorded.calls).toEqual([
      `candles.update ${T0 + 60}`,
      `volume.update ${T0 + 60}`,
      `candles.update ${T0 + 120}`,
      `volume.update ${T0 + 120}`,
    ]);
    expect(field('close')).toBe('96.00');
  });

  it('draws every candle again in a new theme’s colours', async () => {
    render(chart([candle(0, '10000', '11000'), candle(1, '11000', '9500')]));
    recorded.calls = [];
    document.documentElement.style.setProperty('--buy', '#00ff00');
    document.documentElement.dataset.theme = 'dark';
    await act(async () => {
      await Promise.resolve(); // MutationObserver callbacks run as microtasks
    });
    expect(recorded.calls).toEqual(['candles.setData 2', 'volume.setData 2']);
    document.documentElement.style.removeProperty('--buy');
    delete document.documentElement.dataset.theme;
  });

  // The chart has a time axis, gridlines, a crosshair and zoom. The library
  // draws each unless told not to: what the chart asks of it is read here (its pixels are
  // checked by e2e/market-charts.spec.ts).
  it('asks for a time axis labelled in the app’s zone, gridlines, a crosshair, zoom and pan', () => {
    render(chart([candle(0, '10000', '11000'), candle(5, '11000', '9500')]));
    const o = recorded.options as Options;
    expect(o.timeScale?.visible).not.toBe(false);
    expect(o.timeScale?.timeVisible).toBe(true);
    const tick = o.timeScale?.tickMarkFormatter as (t: number, type: number) => string;
    // TickMarkType.Time (3) at 2026-01-01 00:05 UTC.
    expect(tick(T0 + 300, 3)).toBe('00:05');
    const grid = o.grid as { vertLines?: unknown; horzLines?: unknown } | undefined;
    for (const l of [line(grid?.vertLines), line(grid?.horzLines)]) {
      expect(l?.visible).not.toBe(false);
      expect(l?.color).toMatch(/\S/);
    }
    // CrosshairMode.Normal (0): the lines follow the pointer (Hidden is 2).
    expect(o.crosshair?.mode).toBe(0);
    expect(line(o.crosshair?.vertLine)?.visible).not.toBe(false);
    expect(line(o.crosshair?.horzLine)?.visible).not.toBe(false);
    expect(o.handleScroll).not.toBe(false);
    expect(o.handleScale).not.toBe(false);
  });

  // axe's nested-interactive: the library's logo was a link inside the chart's image.
  it('credits TradingView in its caption, with no link inside the chart’s image', () => {
    render(chart([candle(0, '10000', '11000')]));
    const o = recorded.options as Options;
    expect(o.layout?.attributionLogo).toBe(false);
    const credit = screen.getByRole('link', { name: 'TradingView' });
    expect(credit.getAttribute('href')).toBe('https://www.tradingview.com/');
    expect(credit.closest('figcaption')).not.toBeNull();
  });

  it('says so when there is nothing to draw', () => {
    render(chart([]));
    expect(screen.getByText('No trades in this interval yet.')).toBeTruthy();
  });
});
