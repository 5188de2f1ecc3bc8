import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TABS_IN_BAR, TabNav } from './tab-nav.tsx';

function Page({ ids = ['a', 'b', 'c'] }: { ids?: string[] }) {
  const [params] = useSearchParams();
  const active = params.get('tab') ?? 'a';
  return (
    <TabNav
      label="Sections"
      active={active}
      items={ids.map((id) => ({ id, label: `Tab ${id}`, href: `/x?tab=${id}` }))}
    />
  );
}

/** Twelve tabs: 1 … 12. */
const TWELVE = Array.from({ length: 12 }, (_, i) => String(i + 1));

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

  it('keeps ten tabs in the bar and the rest in a More menu whose items are links', async () => {
    expect(TABS_IN_BAR).toBe(10);
    const router = createMemoryRouter([{ path: '/x', element: <Page ids={TWELVE} /> }], {
      initialEntries: ['/x?tab=1'],
    });
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    // The bar: tabs 1–10 only; 11 and 12 wait behind the More button.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(
      TWELVE.slice(0, 10).map((id) => `Tab ${id}`),
    );
    const more = screen.getByRole('button', { name: /More/ });
    expect(nav.contains(more)).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Tab 12' }));
    await screen.findByRole('button', { name: 'More: Tab 12' });
    expect(router.state.location.search).toBe('?tab=12');
    // The menu closed; the current tab is named on its button, and nothing in the bar is current.
    expect(screen.queryByRole('link', { name: 'Tab 12' })).toBeNull();
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();

    // A menu tab is a history entry like any other.
    await act(() => router.navigate(-1));
    expect(current()).toBe('Tab 1');
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('shows no More button when every tab fits in the bar', () => {
    const router = createMemoryRouter(
      [{ path: '/x', element: <Page ids={TWELVE.slice(0, 10)} /> }],
      {
        initialEntries: ['/x'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
