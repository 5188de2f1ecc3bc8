import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiveStatus, type LiveState } from './live-status.tsx';

function renderStatus(
  status: LiveState,
  extra: { paused?: boolean; error?: string; reconnects?: number } = {},
) {
  const onPause = vi.fn();
  const onResume = vi.fn();
  render(
    <LiveStatus
      status={status}
      paused={extra.paused ?? false}
      error={extra.error}
      reconnects={extra.reconnects}
      onPause={onPause}
      onResume={onResume}
      label="order book"
    />,
  );
  return { onPause, onResume };
}

describe('LiveStatus', () => {
  it('says live in words and offers to pause', async () => {
    const { onPause } = renderStatus('live');
    expect(screen.getByRole('status').textContent).toBe('Live');
    await userEvent.click(screen.getByRole('button', { name: 'Pause order book updates' }));
    expect(onPause).toHaveBeenCalled();
  });

  it('counts reconnect attempts', () => {
    renderStatus('reconnecting', { reconnects: 3 });
    expect(screen.getByRole('status').textContent).toBe('Reconnecting… (attempt 3)');
  });

  it('offers to resume when paused, and tells a hidden tab apart', async () => {
    const { onResume } = renderStatus('paused', { paused: true });
    expect(screen.getByRole('status').textContent).toBe('Paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume order book updates' }));
    expect(onResume).toHaveBeenCalled();
  });

  it('explains a hidden-tab pause', () => {
    renderStatus('paused');
    expect(screen.getByRole('status').textContent).toBe('Paused while the tab is hidden');
  });

  it('shows the error as text and offers a retry', async () => {
    const { onResume } = renderStatus('error', { error: '<b>market not found</b>' });
    expect(screen.getByRole('status').textContent).toBe('Stopped: <b>market not found</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Retry order book updates' }));
    expect(onResume).toHaveBeenCalled();
  });
});
