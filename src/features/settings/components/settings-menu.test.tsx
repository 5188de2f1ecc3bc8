import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Timestamp } from '../../../components/ui/timestamp.tsx';
import { SettingsProvider } from '../settings-provider.tsx';
import { SettingsMenu } from './settings-menu.tsx';

// 2023-05-09 12:00:00.123456789 UTC
const NOON_NS = '1683633600123456789';

function renderMenu() {
  return render(
    <SettingsProvider>
      <SettingsMenu />
      <Timestamp ns={NOON_NS} />
    </SettingsProvider>,
  );
}

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('display settings', () => {
  it('follows the system until a theme is chosen, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    // The panel's form loads on first open.
    const system = await screen.findByRole('radio', { name: 'System' });
    expect((system as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('tne.theme')).toBe('dark');
    unmount();

    delete document.documentElement.dataset.theme;
    renderMenu();
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    await user.click(await screen.findByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('tne.theme')).toBeNull();
  });

  it('switches exact times to UTC and remembers it', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    const utc = await screen.findByRole('switch', { name: 'Show times in UTC' });
    expect(utc.getAttribute('aria-checked')).toBe('false');
    await user.click(utc);
    expect(utc.getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem('tne.timeZone')).toBe('UTC');
    expect(document.querySelector('time')?.title).toBe(
      '2023-05-09 12:00:00 UTC · 2023-05-09T12:00:00.123456789Z',
    );
  });

  it('switches every time cell to exact times and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Display settings' }));
    const exact = await screen.findByRole('switch', { name: 'Show exact times' });
    expect(exact.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('switch', { name: 'Show times in UTC' }));
    await user.click(exact);
    expect(window.localStorage.getItem('tne.timeStyle')).toBe('absolute');
    // The noon timestamp now reads as the time itself; its age is on hover.
    const time = document.querySelector('time');
    expect(time?.textContent).toBe('2023-05-09 12:00:00 UTC');
    expect(time?.title).toMatch(
      / ago · 2023-05-09 12:00:00 UTC · 2023-05-09T12:00:00\.123456789Z$/,
    );
    unmount();

    // A new visit reads the remembered choice before anything is clicked.
    renderMenu();
    expect(document.querySelector('time')?.textContent).toBe('2023-05-09 12:00:00 UTC');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Display settings' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Display settings' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
