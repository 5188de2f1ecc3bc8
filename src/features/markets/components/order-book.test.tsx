import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PriceLevel } from '#contract/market-depth.ts';
import { bookView } from '../book/book-view.ts';
import { BookGrouping } from './book-grouping.tsx';
import { OrderBook } from './order-book.tsx';

const level = (price: string, volume: string, numberOfOrders = '1'): PriceLevel => ({
  price,
  volume,
  numberOfOrders,
});
const BIDS = [level('10012', '30'), level('10005', '20', '2'), level('9998', '50')];
const ASKS = [level('10020', '10'), level('10031', '40'), level('10040', '60')];

function renderBook(grouping = 1, extra: Partial<Parameters<typeof OrderBook>[0]> = {}) {
  const view = bookView(BIDS, ASKS, { grouping, limit: 10 });
  return render(
    <OrderBook
      view={view}
      decimalPlaces={2}
      positionDecimalPlaces={1}
      sequence="18446744073709551615"
      levels={3}
      {...extra}
    />,
  );
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Order book' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [
      within(r).queryByRole('rowheader')?.textContent,
      ...within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    ]);

describe('OrderBook', () => {
  it('lists asks above and bids below, each side named in words, best next to the spread', () => {
    renderBook();
    expect(rows()).toEqual([
      ['Ask', '100.40', '6.0', '11.0', '1'],
      ['Ask', '100.31', '4.0', '5.0', '1'],
      ['Best ask', '100.20', '1.0', '1.0', '1'],
      [undefined, 'Spread 0.08 (0.07 %)'],
      ['Best bid', '100.12', '3.0', '3.0', '1'],
      ['Bid', '100.05', '2.0', '5.0', '2'],
      ['Bid', '99.98', '5.0', '10.0', '1'],
    ]);
  });

  it('draws cumulative bars against the deeper side’s total', () => {
    const { container } = renderBook();
    const widths = [...container.querySelectorAll<HTMLElement>('.book-bar')].map(
      (b) => b.style.width,
    );
    // Asks (worst first): 11, 5, 1 of 11; bids: 3, 5, 10 of 11.
    expect(widths).toEqual(['100%', '45.4%', '9%', '27.2%', '45.4%', '90.9%']);
  });

  it('highlights the best bid and ask and exposes them with the sequence number', () => {
    const { container } = renderBook();
    expect(container.querySelectorAll('.book-best')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Order book' });
    expect(table.dataset.sequence).toBe('18446744073709551615');
    expect(table.dataset.bestBid).toBe('10012');
    expect(table.dataset.bestAsk).toBe('10020');
  });

  it('groups prices into buckets of ten ticks', () => {
    renderBook(10);
    expect(rows().map((r) => r.slice(0, 3))).toEqual([
      ['Ask', '100.40', '10.0'],
      ['Best ask', '100.20', '1.0'],
      [undefined, 'Spread 0.08 (0.07 %)'],
      ['Best bid', '100.10', '3.0'],
      ['Bid', '100.00', '2.0'],
      ['Bid', '99.90', '5.0'],
    ]);
  });

  it('shows the indicative price and volume during an auction', () => {
    renderBook(1, { indicative: { price: '10015', volume: '25' } });
    expect(screen.getByText(/Auction: indicative price/).textContent).toBe(
      'Auction: indicative price 100.15, volume 2.5',
    );
  });

  it('says an auction’s book does not cross rather than showing an indicative price of 0.00', () => {
    renderBook(1, { indicative: { price: '0', volume: '0' } });
    expect(screen.getByText(/^Auction:/).textContent).toBe('Auction: the book does not cross yet');
    expect(screen.queryByText(/indicative price/)).toBeNull();
  });

  it('shows placeholders while loading and says when a side is empty', () => {
    const { rerender, container } = renderBook(1, {
      loading: true,
      view: bookView([], [], { grouping: 1, limit: 5 }),
    });
    expect(container.querySelectorAll('.skeleton')).toHaveLength(2);
    rerender(
      <OrderBook
        view={bookView(BIDS, [], { grouping: 1, limit: 5 })}
        decimalPlaces={2}
        positionDecimalPlaces={1}
        levels={3}
      />,
    );
    expect(screen.getByText('No asks')).toBeTruthy();
    expect(screen.getByText('No spread: one side is empty')).toBeTruthy();
  });
});

describe('BookGrouping', () => {
  it('offers each grouping as its price step and reports the choice', async () => {
    const onChange = vi.fn();
    render(<BookGrouping value={10} decimalPlaces={2} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Group prices by' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0.01', '0.1', '1', '10']);
    expect(within(group).getByRole('button', { name: '0.1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: '1' }));
    expect(onChange).toHaveBeenCalledWith(100);
  });

  // Nothing jumps: the book is as tall loading, half empty and full (3 asks, 3 bids, 5 rows a
  // side: 2 empty rows each, above the asks and below the bids), and they are not read out.
  it('keeps one height: each side filled up to its rows with empty ones', () => {
    const { container, rerender } = renderBook(1, {
      levels: 5,
      loading: true,
      view: bookView([], [], { grouping: 1, limit: 5 }),
    });
    const sideRows = (side: string) => container.querySelectorAll(`tbody.book-${side} tr`);
    expect(sideRows('asks')).toHaveLength(5);
    expect(sideRows('bids')).toHaveLength(5);
    rerender(
      <OrderBook
        view={bookView(BIDS, ASKS, { grouping: 1, limit: 5 })}
        decimalPlaces={2}
        positionDecimalPlaces={1}
        levels={5}
      />,
    );
    expect([...sideRows('asks')].map((r) => r.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
      null,
      null,
      null,
    ]);
    expect([...sideRows('bids')].map((r) => r.getAttribute('aria-hidden'))).toEqual([
      null,
      null,
      null,
      'true',
      'true',
    ]);
    expect(rows()).toHaveLength(7);
  });
});
