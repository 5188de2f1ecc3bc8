import { describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { applyCandles, type ChartSeries } from './apply-candles.ts';
import { nothingDrawn } from './chart-data.ts';

const T0 = 1_767_225_600;
const candle = (minute: number, close: string, version = 0): Candle => ({
  start: `${T0 + minute * 60}000000000`,
  lastUpdate: `${T0 + minute * 60 + version}000000000`,
  open: '1000',
  high: '1200',
  low: '900',
  close,
  volume: '30',
});

function fakeSeries() {
  const calls: string[] = [];
  const series: ChartSeries = {
    bars: {
      setData: (points) => calls.push(`bars.setData ${points.length}`),
      update: (p) => calls.push(`bars.update ${p.time} close=${p.close}`),
    },
    volume: {
      setData: (points) => calls.push(`volume.setData ${points.length}`),
      update: (p) => calls.push(`volume.update ${p.time} ${p.value} ${p.color}`),
    },
  };
  return { series, calls };
}

const scales = { priceDecimals: 1, sizeDecimals: 1, upColor: 'green', downColor: 'red' };

describe('applyCandles', () => {
  it('sets the data once, then applies live candles with update()', () => {
    const { series, calls } = fakeSeries();
    let drawn = applyCandles(
      series,
      nothingDrawn(),
      [candle(0, '1100'), candle(1, '1050')],
      scales,
    );
    expect(calls).toEqual(['bars.setData 2', 'volume.setData 2']);
    calls.length = 0;

    // The newest candle trades again (close 95.0 < open 100.0: red) and a new one opens.
    drawn = applyCandles(
      series,
      drawn,
      [candle(0, '1100'), candle(1, '950', 7), candle(2, '1000')],
      scales,
    );
    expect(calls).toEqual([
      `bars.update ${T0 + 60} close=95`,
      `volume.update ${T0 + 60} 3 red`,
      `bars.update ${T0 + 120} close=100`,
      `volume.update ${T0 + 120} 3 green`,
    ]);
    calls.length = 0;

    // The same list again changes nothing.
    applyCandles(
      series,
      drawn,
      [candle(0, '1100'), candle(1, '950', 7), candle(2, '1000')],
      scales,
    );
    expect(calls).toEqual([]);
  });

  it('sets the data again when an older candle changed', () => {
    const { series, calls } = fakeSeries();
    const drawn = applyCandles(
      series,
      nothingDrawn(),
      [candle(0, '1100'), candle(1, '1050')],
      scales,
    );
    calls.length = 0;
    applyCandles(series, drawn, [candle(0, '1300', 9), candle(1, '1050')], scales);
    expect(calls).toEqual(['bars.setData 2', 'volume.setData 2']);
  });
});
