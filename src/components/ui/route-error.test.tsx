import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error.tsx';

function Page({ fail }: { fail: boolean }) {
  if (fail) throw new Error('chunk failed to load');
  return <p>the page</p>;
}

// React reports a caught render error on the console; the test expects it.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <RouteErrorBoundary resetKey="/a">
        <Page fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows the error with a reload instead of a blank page', () => {
    render(
      <RouteErrorBoundary resetKey="/a">
        <Page fail />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('chunk failed to load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the error on the same page and tries again on another one', () => {
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Page fail />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/a">
        <Page fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <Page fail={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
