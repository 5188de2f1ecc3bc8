import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookView } from '../book/book-view.ts';
import { DepthChart } from './depth-chart.tsx';

const level = (price: string, volume: string) => ({ price, volume, numberOfOrders: '1' });

describe('DepthChart', () => {
  it('reads out the hovered level: price, cumulative size and share of its side', () => {
    // Bids 100.0 (5) and 90.0 (15): at 90.0 the cumulative is 2.0 and the level 75 % of 2.0.
    const view = bookView(
      [level('1000', '5'), level('900', '15')],
      [level('1100', '2'), level('1200', '8')],
      { grouping: 1, limit: 10 },
    );
    render(<DepthChart view={view} decimalPlaces={1} positionDecimalPlaces={1} />);
    const svg = screen.getByRole('img');
    svg.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 120 }) as DOMRect;
    // 10 px of 300 = 20 of 600 SVG units: the far left, the lowest bid.
    fireEvent.pointerMove(svg, { clientX: 10 });
    const read = (f: string) =>
      document.querySelector(`.depth-readout [data-field="${f}"]`)?.textContent;
    expect([read('price'), read('cumulative'), read('volume'), read('share')]).toEqual([
      '90.0',
      '2.0',
      '1.5',
      '75.00%',
    ]);
    fireEvent.pointerLeave(svg);
    expect(screen.getByText('Hover or touch the chart to read a level.')).toBeTruthy();
  });
});
