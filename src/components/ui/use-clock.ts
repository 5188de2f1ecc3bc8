import { useSyncExternalStore } from 'react';

/** One shared ticking clock per period: a single timer however many components read it. */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | undefined;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const clocks = new Map<number, Clock>();

function clockFor(periodMs: number): Clock {
  const existing = clocks.get(periodMs);
  if (existing) return existing;
  const clock: Clock = {
    now: Date.now(),
    listeners: new Set(),
    timer: undefined,
    subscribe(listener) {
      clock.listeners.add(listener);
      if (clock.timer === undefined) {
        clock.now = Date.now();
        clock.timer = setInterval(() => {
          clock.now = Date.now();
          for (const l of clock.listeners) l();
        }, periodMs);
      }
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size === 0 && clock.timer !== undefined) {
          clearInterval(clock.timer);
          clock.timer = undefined;
        }
      };
    },
    read() {
      // While nobody listens the timer is off; catch up, but only once per period so that
      // consecutive reads during one render agree.
      if (clock.timer === undefined && Date.now() - clock.now >= periodMs) clock.now = Date.now();
      return clock.now;
    },
  };
  clocks.set(periodMs, clock);
  return clock;
}

/**
 * A value derived from the current time (epoch ms), recomputed every `periodMs`. The component
 * re-renders only when the derived value changes, so a page full of "12 s ago" labels costs
 * one timer and re-renders only the labels whose text moved.
 */
export function useClockValue<T extends string | number | boolean>(
  derive: (nowMs: number) => T,
  periodMs = 1000,
): T {
  const clock = clockFor(periodMs);
  return useSyncExternalStore(clock.subscribe, () => derive(clock.read()));
}
