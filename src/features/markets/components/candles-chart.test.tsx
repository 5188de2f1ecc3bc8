import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { TimeZoneContext } from '../../../components/ui/time-zone.tsx';
import { CandlesChart } from './candles-chart.tsx';

// 2026-01-01 00:00:00 UTC
const T0 = 1767225600n * 1_000_000_000n;
const candle = (i: number, open: string, close: string): Candle => ({
  start: (T0 + BigInt(i) * 60_000_000_000n).toString(),
  lastUpdate: (T0 + BigInt(i) * 60_000_000_000n).toString(),
  open,
  close,
  high: '12000',
  low: '9000',
  volume: '25',
});

function renderChart(candles: Candle[]) {
  return render(
    <TimeZoneContext value="UTC">
      <CandlesChart
        candles={candles}
        decimalPlaces={2}
        positionDecimalPlaces={1}
        intervalLabel="1 minute"
      />
    </TimeZoneContext>,
  );
}

describe('CandlesChart', () => {
  it('draws one candle per period, rising ones hollow and falling ones filled', () => {
    const { container } = renderChart([candle(0, '10000', '11000'), candle(1, '11000', '9500')]);
    expect(container.querySelectorAll('.candle')).toHaveLength(2);
    expect(container.querySelectorAll('.candle-up')).toHaveLength(1);
    expect(container.querySelectorAll('.candle-down')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      '2 1 minute candles from 2026-01-01 00:00:00, prices 90.00 to 120.00.',
    );
  });

  it('writes the latest candle out in text with exact decimals', () => {
    renderChart([candle(0, '10000', '11000'), candle(1, '11000', '9500')]);
    expect(
      screen.getByText(
        'Latest 1 minute candle — 2026-01-01 00:01:00: open 110.00, high 120.00, low 90.00, close 95.00, volume 2.5',
      ),
    ).toBeTruthy();
  });

  it('says so when there is nothing to draw', () => {
    renderChart([]);
    expect(screen.getByText('No trades in this interval yet.')).toBeTruthy();
  });
});
