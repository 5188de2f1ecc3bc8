import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSchema, type Order } from '#contract/order.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { FakeWebSocket, installFakeSockets } from '../../../streams/testing/fake-web-socket.ts';
import { makeOrder, MARKET_ID } from '../mocks.ts';
import { EMPTY_ORDER_FILTERS, type OrderFilters } from '../order-filters.ts';
import { connection } from '../testing.tsx';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrdersList } from './orders-list.tsx';

installFakeSockets();

const orders = [
  makeOrder({ id: 'b1'.repeat(32) }),
  makeOrder({ id: 'b2'.repeat(32), side: 'SIDE_SELL' }),
];

describe('OrdersList', () => {
  it('asks for the filtered orders under the reference’s parameter names', async () => {
    const calls = stubFetch({
      '/api/v2/orders': () => ({ orders: connection(orders) }),
      '/api/v2/markets': () => notFoundResponse(),
    });
    const filters: OrderFilters = {
      ...EMPTY_ORDER_FILTERS,
      statuses: ['STATUS_ACTIVE', 'STATUS_PARKED'],
      marketIds: [MARKET_ID],
      excludeLiquidity: true,
    };
    renderWithProviders(<OrdersList filters={filters} onFiltersChange={() => undefined} />);
    expect(await screen.findByText('2 loaded')).toBeTruthy();
    const request = calls.find((u) => u.pathname === '/api/v2/orders');
    if (!request) throw new Error('the orders were never asked for');
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
      '/api/v2/markets': () => notFoundResponse(),
    });
    const onChange = vi.fn();
    renderWithProviders(<OrdersList filters={EMPTY_ORDER_FILTERS} onFiltersChange={onChange} />);
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
      '/api/v2/markets': () => notFoundResponse(),
    });
    renderWithProviders(
      <OrdersList filters={EMPTY_ORDER_FILTERS} onFiltersChange={() => undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'Could not load this data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('OrdersList live', () => {
  const T0 = 1767225600000000000n;
  /** Created `s` seconds (blocks) after T0. */
  const at = (s: number) => String(T0 + BigInt(s) * 1_000_000_000n);
  const order = (id: string, s: number, over: Partial<Order> = {}) =>
    makeOrder({ id: id.repeat(32), createdAt: at(s), updatedAt: at(s), ...over });
  const listed = [order('b2', 2), order('b1', 1)];

  // jsdom has no layout: the scroll box gets a height so the virtualiser renders rows.
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('virtual-scroll') ? 400 : 0;
      },
    });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  const rowIds = () =>
    Array.from(
      document.querySelectorAll('table[aria-label="Orders"] tbody tr[data-row-id]'),
      (tr) => tr.getAttribute('data-row-id')?.slice(0, 2),
    );

  /** Renders the list, opens its stream and waits for the check that follows the opening. */
  async function openList(filters: OrderFilters = EMPTY_ORDER_FILTERS) {
    const calls = stubFetch({
      '/api/v2/orders': () => ({ orders: connection(listed) }),
      '/api/v2/markets': () => notFoundResponse(),
    });
    renderWithProviders(<OrdersList filters={filters} onFiltersChange={() => undefined} />);
    expect(await screen.findByText('2 loaded')).toBeTruthy();
    const socket = FakeWebSocket.instances.find((s) => s.url.includes('/api/v2/stream/orders'));
    if (!socket) throw new Error('no orders stream was opened');
    const before = calls.length;
    act(() => socket.accept());
    // The opening is checked against the first page read again.
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    const send = (...orders: Order[]) =>
      act(() =>
        socket.push({
          result: { updates: { orders: orders.map((o) => toStreamForm(orderSchema, o)) } },
        }),
      );
    return { socket, send, calls };
  }

  /** Scrolls the list's box as a user would (jsdom has no layout: the offset is set). */
  function scrollList(to: number) {
    const region = screen.getByRole('region', { name: 'Orders (scrollable)' });
    let top = to;
    Object.defineProperty(region, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => (top = value),
    });
    const scrollTo = vi.fn(({ top: next }: { top: number }) => {
      top = next;
      region.dispatchEvent(new Event('scroll'));
    });
    region.scrollTo = scrollTo as unknown as typeof region.scrollTo;
    act(() => region.dispatchEvent(new Event('scroll')));
    return scrollTo;
  }

  it('puts a new order on top while the list is at the top, once', async () => {
    const { send } = await openList();
    send(order('c3', 3), order('b2', 2, { version: '2', status: 'STATUS_FILLED' }));
    await waitFor(() => expect(rowIds()).toEqual(['c3', 'b2', 'b1']));
    send(order('c3', 3, { version: '2', remaining: '0', status: 'STATUS_FILLED' }));
    await waitFor(() => expect(screen.getByText('3 loaded')).toBeTruthy());
    expect(rowIds()).toEqual(['c3', 'b2', 'b1']);
    expect(screen.queryByRole('button', { name: /new order/ })).toBeNull();
  });

  it('resumes a dropped stream from its last block: missed orders go on top, no page re-read', async () => {
    const { socket, calls } = await openList();
    const inBlock = (height: string, ...orders: Order[]) => ({
      result: { updates: { orders: orders.map((o) => toStreamForm(orderSchema, o)) } },
      height,
    });
    act(() => socket.push(inBlock('70', order('c3', 3))));
    await waitFor(() => expect(rowIds()).toEqual(['c3', 'b2', 'b1']));
    const before = calls.length;
    act(() => socket.drop(1006));
    const streams = () =>
      FakeWebSocket.instances.filter((s) => s.url.includes('/api/v2/stream/orders'));
    await waitFor(() => expect(streams()).toHaveLength(2), { timeout: 3_000 });
    const back = streams()[1]!;
    // One block before the last merged (70), with the list's filters.
    expect(new URL(back.url).searchParams.get('fromHeight')).toBe('69');
    act(() => back.accept());
    act(() => {
      // The replay (block 70 again, 71 missed), the verdict: no snapshot pages.
      back.push(inBlock('70', order('c3', 3)));
      back.push(inBlock('71', order('d4', 4)));
      back.push({ resumed: { fromHeight: '69', toHeight: '71', whole: true } });
    });
    await waitFor(() => expect(rowIds()).toEqual(['d4', 'c3', 'b2', 'b1']));
    expect(calls.length).toBe(before);
  });

  it('keeps still while scrolled away and counts new orders; the notice shows them', async () => {
    const { send } = await openList();
    const scrollTo = scrollList(400);
    send(order('c3', 3));
    const notice = await screen.findByRole('button', { name: '1 new order' });
    expect(rowIds()).toEqual(['b2', 'b1']);
    send(order('d4', 4), order('c3', 3, { version: '2' }));
    expect(await screen.findByRole('button', { name: '2 new orders' })).toBe(notice);
    expect(rowIds()).toEqual(['b2', 'b1']);

    fireEvent.click(screen.getByRole('button', { name: '2 new orders' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(rowIds()).toEqual(['d4', 'c3', 'b2', 'b1']));
    expect(screen.queryByRole('button', { name: /new order/ })).toBeNull();
  });

  it('shows waiting orders by itself when the user scrolls back to the top', async () => {
    const { send } = await openList();
    scrollList(400);
    send(order('c3', 3));
    await screen.findByRole('button', { name: '1 new order' });
    scrollList(0);
    await waitFor(() => expect(rowIds()).toEqual(['c3', 'b2', 'b1']));
  });

  it('counts only new orders that pass the filters; the stream gets the ones it takes', async () => {
    const filters: OrderFilters = {
      ...EMPTY_ORDER_FILTERS,
      statuses: ['STATUS_ACTIVE'],
      marketIds: [MARKET_ID],
    };
    const { socket, send } = await openList(filters);
    const url = new URL(socket.url);
    expect(url.searchParams.getAll('marketIds')).toEqual([MARKET_ID]);
    expect(url.searchParams.has('statuses')).toBe(false);
    scrollList(400);
    send(order('c3', 3, { status: 'STATUS_FILLED' }), order('d4', 4, { status: 'STATUS_ACTIVE' }));
    expect(await screen.findByRole('button', { name: '1 new order' })).toBeTruthy();
    // The waiting order is then filled: it no longer belongs in this list.
    send(order('d4', 4, { version: '2', status: 'STATUS_FILLED' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /new order/ })).toBeNull());
    scrollList(0);
    await waitFor(() => expect(screen.getByText('2 loaded')).toBeTruthy());
    expect(rowIds()).toEqual(['b2', 'b1']);
  });
});
