import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, MARKET_ID } from '../mocks.ts';
import { EMPTY_ORDER_FILTERS, type OrderFilters } from '../order-filters.ts';
import { connection, notFound, renderPage, stubFetch } from '../testing.tsx';
import { OrdersList } from './orders-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const orders = [
  makeOrder({ id: 'b1'.repeat(32) }),
  makeOrder({ id: 'b2'.repeat(32), side: 'SIDE_SELL' }),
];

describe('OrdersList', () => {
  it('asks for the filtered orders under the reference’s parameter names', async () => {
    const calls = stubFetch({
      '/api/v2/orders': () => ({ orders: connection(orders) }),
      '/api/v2/markets': () => notFound(),
    });
    const filters: OrderFilters = {
      ...EMPTY_ORDER_FILTERS,
      statuses: ['STATUS_ACTIVE', 'STATUS_PARKED'],
      marketIds: [MARKET_ID],
      excludeLiquidity: true,
    };
    renderPage(<OrdersList filters={filters} onFiltersChange={() => undefined} />);
    expect(await screen.findByText('2 loaded')).toBeTruthy();
    const request = calls.find((u) => u.pathname === '/api/v2/orders')!;
    expect(request.searchParams.getAll('filter.statuses')).toEqual([
      'STATUS_ACTIVE',
      'STATUS_PARKED',
    ]);
    expect(request.searchParams.get('filter.marketIds')).toBe(MARKET_ID);
    expect(request.searchParams.get('filter.excludeLiquidity')).toBe('true');
    expect(request.searchParams.get('filter.liveOnly')).toBeNull();
    expect(request.searchParams.get('pagination.first')).toBe('50');
    expect(screen.getByText('End of list')).toBeTruthy();
  });

  it('changes the filters through the form', async () => {
    stubFetch({
      '/api/v2/orders': () => ({ orders: connection([]) }),
      '/api/v2/markets': () => notFound(),
    });
    const onChange = vi.fn();
    renderPage(<OrdersList filters={EMPTY_ORDER_FILTERS} onFiltersChange={onChange} />);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Statuses: any' }));
    const panel = screen.getByRole('dialog', { name: 'Statuses' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Filled' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTERS,
      statuses: ['STATUS_FILLED'],
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Live only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_ORDER_FILTERS, liveOnly: true });

    fireEvent.change(screen.getByRole('textbox', { name: 'Party' }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('A party id is 64 hexadecimal characters.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Party' }), {
      target: { value: 'E1'.repeat(32) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), {
      target: { value: ' my-ref ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_ORDER_FILTERS,
      partyIds: ['e1'.repeat(32)],
      reference: 'my-ref',
    });
  });

  it('shows an error with a retry when the list fails', async () => {
    stubFetch({
      '/api/v2/orders': () => new Response('{}', { status: 500 }),
      '/api/v2/markets': () => notFound(),
    });
    renderPage(<OrdersList filters={EMPTY_ORDER_FILTERS} onFiltersChange={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Could not load this data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
