import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, ORDER_ID } from '../mocks.ts';
import { connection } from '../testing.tsx';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { OrderDetails } from './order-details.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('OrderDetails', () => {
  it('shows the current state, a timeline of versions and the composed transactions', async () => {
    const v1 = makeOrder();
    const v2 = makeOrder({ version: '2', price: '2740000', updatedAt: '1767225610000000000' });
    stubFetch({
      [`/api/v2/order/${ORDER_ID}`]: () => ({ order: v2 }),
      [`/api/v2/order/versions/${ORDER_ID}`]: () => ({ orders: connection([v2, v1]) }),
      '/api/v2/trades': () => ({ trades: connection([]) }),
      '/api/v2/markets': () => notFoundResponse(),
    });
    renderWithProviders(
      <OrderDetails
        orderId={ORDER_ID}
        transactions={(order, versions) => <p>{`${order.version}/${versions.length}`}</p>}
      />,
    );
    const timeline = await screen.findByRole('list', { name: 'Versions' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(steps).toHaveLength(2);
    // Markets failed to load: prices show raw rather than wrongly scaled.
    expect(steps[1]?.textContent).toContain('Price: 2741050 → 2740000');
    expect(await screen.findByText('This order has not traded.')).toBeTruthy();
    expect(screen.getByText('2/2')).toBeTruthy();
  });

  it('shows a not-found state for an unknown order', async () => {
    stubFetch({
      [`/api/v2/order/${ORDER_ID}`]: () => notFoundResponse(),
      [`/api/v2/order/versions/${ORDER_ID}`]: () => notFoundResponse(),
      '/api/v2/markets': () => notFoundResponse(),
    });
    renderWithProviders(<OrderDetails orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
  });
});
