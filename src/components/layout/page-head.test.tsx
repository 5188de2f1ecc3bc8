import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHead } from './page-head.tsx';

function renderAt(path: string, title: string, description: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PageHead title={title} description={description} /> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageHead', () => {
  it('puts the title, description, canonical link and cards into the document’s head', () => {
    const { unmount } = renderAt('/orders/ab?tab=x&y=1', 'Order ab', 'Order ab: a limit buy.');
    expect(document.title).toBe('Order ab · Trading Network Explorer');
    expect(meta('meta[name="description"]')).toBe('Order ab: a limit buy.');
    expect(meta('meta[property="og:title"]')).toBe('Order ab · Trading Network Explorer');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/orders/ab?tab=x`,
    );
    unmount();
    // The page that goes takes its tags with it: the next one never shows them.
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
