import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { TimeZoneContext } from '../../../components/ui/time-zone.tsx';

// lightweight-charts draws on canvas, which jsdom lacks: the library is the edge mocked here.
// The fake records the calls the chart makes and lets a test move the crosshair.
const recorded = vi.hoisted(() => ({
  calls: [] as string[],
  crosshair: undefined as ((p: { time?: number }) => void) | undefined,
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
    CrosshairMode: { Normal: 0 },
    createChart: () => ({
      addSeries: (kind: string) => series(kind),
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ applyOptions: () => undefined }),
      applyOptions: () => undefined,
      subscribeCrosshairMove: (h: (p: { time?: number }) => void) => {
        recorded.crosshair = h;
      },
      unsubscribeCrosshairMove: () => undefined,
      remove: () => undefined,
    }),
  };
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
});

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

  it('says so when there is nothing to draw', () => {
    render(chart([]));
    expect(screen.getByText('No trades in this interval yet.')).toBeTruthy();
  });
});
