import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabNav } from './tab-nav.tsx';

function Page() {
  const [params] = useSearchParams();
  const active = params.get('tab') ?? 'a';
  return (
    <TabNav
      label="Sections"
      active={active}
      items={['a', 'b', 'c'].map((id) => ({ id, label: `Tab ${id}`, href: `/x?tab=${id}` }))}
    />
  );
}

const current = () => screen.getByRole('link', { current: 'page' }).textContent;

describe('TabNav', () => {
  it('makes each tab change a history entry that Back and Forward walk through', async () => {
    const router = createMemoryRouter(
      [
        { path: '/list', element: <p>the list</p> },
        { path: '/x', element: <Page /> },
      ],
      { initialEntries: ['/list', '/x'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(current()).toBe('Tab a');

    fireEvent.click(screen.getByRole('link', { name: 'Tab b' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Tab c' }));
    expect(current()).toBe('Tab c');

    await act(() => router.navigate(-1));
    expect(current()).toBe('Tab b');
    await act(() => router.navigate(-1));
    expect(current()).toBe('Tab a');
    await act(() => router.navigate(1));
    expect(current()).toBe('Tab b');
    await act(() => router.navigate(-2));
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
