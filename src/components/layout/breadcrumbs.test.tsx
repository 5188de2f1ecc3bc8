import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PageHead } from './page-head.tsx';

function Page({ title }: { title: string }) {
  return <PageHead title={title} description="A page." />;
}

function renderAt(path: string, title: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Breadcrumbs />
            <Page title={title} />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('Breadcrumbs', () => {
  it('lead from an entity page to its list and home, ending in the page’s title', async () => {
    renderAt('/transactions/600fbe0891', 'Tx 600FBE…0891');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/transactions',
    );
    expect((await within(nav).findByText('Tx 600FBE…0891')).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('isolate chain text of the title in <bdi>, without the isolate characters', async () => {
    renderAt('/markets/abc', '\u2068[RLO]XF.LJ23\u2069 · Market');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const current = await within(nav).findByText(
      (_, el) => el?.tagName === 'LI' && el.getAttribute('aria-current') === 'page',
    );
    expect(current.textContent).toBe('[RLO]XF.LJ23 · Market');
    expect(current.querySelector('bdi')?.textContent).toBe('[RLO]XF.LJ23');
  });

  it('take a deposit up to the network’s deposits tab', () => {
    renderAt('/deposits/abc', 'Deposit abc');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Deposits' }).getAttribute('href')).toBe(
      '/network?tab=deposits',
    );
  });

  it('are not shown on a list page, which the header already names', () => {
    renderAt('/markets', 'Markets');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).toBeNull();
  });
});
