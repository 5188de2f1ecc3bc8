import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, secondsToNs } from './countdown.tsx';

const NOW_MS = 1_683_633_600_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_MS);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts down every second and then says the time has passed', () => {
    const target = `${NOW_MS + 2_000}000000`;
    render(<Countdown ns={target} passed="closed" />);
    const time = screen.getByText('in 2s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time.textContent).toBe('in 1s');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time.textContent).toBe('closed');
  });

  it('shows "—" for an unset time', () => {
    render(<Countdown ns="0" />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});

describe('secondsToNs', () => {
  it('turns proposal seconds into nanoseconds and refuses anything else', () => {
    expect(secondsToNs('1683633600')).toBe('1683633600000000000');
    expect(secondsToNs('-5')).toBe('0');
    expect(secondsToNs('abc')).toBe('0');
  });
});
