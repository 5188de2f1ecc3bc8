import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeStyleContext } from './time-style.tsx';
import { TimeZoneContext } from './time-zone.tsx';
import { Timestamp } from './timestamp.tsx';

// 2023-05-09 12:00:00.123456789 UTC
const NOON_NS = '1683633600123456789';
const NOON_MS = 1683633600123;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOON_MS + 12_000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Timestamp', () => {
  it('shows the age, kept current every second', () => {
    render(<Timestamp ns={NOON_NS} zone="UTC" />);
    const time = screen.getByText('12 s ago');
    expect(time.getAttribute('datetime')).toBe('2023-05-09T12:00:00.123Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time.textContent).toBe('13 s ago');
    act(() => vi.advanceTimersByTime(47_000));
    expect(time.textContent).toBe('1 min ago');
  });

  it('shares one timer between all timestamps on the page', () => {
    render(
      <>
        <Timestamp ns={NOON_NS} />
        <Timestamp ns={NOON_NS} />
        <Timestamp ns={NOON_NS} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
  });

  it('gives the exact time in the chosen zone and the nanosecond-exact form on hover', () => {
    render(
      <TimeZoneContext value="UTC">
        <Timestamp ns={NOON_NS} />
      </TimeZoneContext>,
    );
    expect(screen.getByText('12 s ago').title).toBe(
      '2023-05-09 12:00:00 UTC · 2023-05-09T12:00:00.123456789Z',
    );
  });

  it('labels local time as such', () => {
    render(<Timestamp ns={NOON_NS} zone="local" />);
    expect(screen.getByText('12 s ago').title).toMatch(
      /^2023-05-\d\d \d\d:\d\d:00 local time.* · 2023-05-09T12:00:00\.123456789Z$/,
    );
  });

  it('shows "—" for an unset time', () => {
    render(<Timestamp ns="0" />);
    expect(screen.getByText('—').tagName).toBe('SPAN');
  });

  it('shows the exact time as text with the absolute style, its age on hover', () => {
    render(
      <TimeZoneContext value="UTC">
        <TimeStyleContext value="absolute">
          <Timestamp ns={NOON_NS} />
        </TimeStyleContext>
      </TimeZoneContext>,
    );
    const time = screen.getByText('2023-05-09 12:00:00 UTC');
    expect(time.title).toBe('12 s ago · 2023-05-09 12:00:00 UTC · 2023-05-09T12:00:00.123456789Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time.title.startsWith('13 s ago')).toBe(true);
  });
});
