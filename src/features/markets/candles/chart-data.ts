import type { Candle } from '#contract/candle.ts';
import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { formatTimestamp, type TimeZoneChoice } from '../../../lib/format-time.ts';

// What the candles chart hands to lightweight-charts, computed without it (so these stay pure,
// testable, and out of any chunk but the chart's). The chart's series take Numbers; the legend
// reads the API's exact integer strings, so what a trader reads is never rounded by a float.

/** Seconds since the epoch, as lightweight-charts' `UTCTimestamp` counts time. */
export type ChartSeconds = number;

export interface BarPoint {
  time: ChartSeconds;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface VolumePoint {
  time: ChartSeconds;
  value: number;
  /** close ≥ open: the rising colour, else the falling one. */
  up: boolean;
}

const NS_PER_S = 1_000_000_000n;

/** A candle's period start (Unix ns string) in whole seconds. */
export function candleTime(startNs: string): ChartSeconds {
  return Number(BigInt(startNs) / NS_PER_S);
}

/** A raw integer in `decimals` places as a Number (e.g. "123456", 2 → 1234.56). */
export function scaled(raw: string, decimals: number): number {
  return Number(raw) / 10 ** decimals;
}

export function toBar(c: Candle, priceDecimals: number): BarPoint {
  return {
    time: candleTime(c.start),
    open: scaled(c.open, priceDecimals),
    high: scaled(c.high, priceDecimals),
    low: scaled(c.low, priceDecimals),
    close: scaled(c.close, priceDecimals),
  };
}

export function toVolume(c: Candle, sizeDecimals: number): VolumePoint {
  return {
    time: candleTime(c.start),
    value: scaled(c.volume, sizeDecimals),
    up: BigInt(c.close) >= BigInt(c.open),
  };
}

/** The price scale's format: as many decimals as the market's prices, ticks of one unit. */
export function priceFormatFor(decimals: number) {
  const precision = Math.min(20, Math.max(0, decimals));
  return {
    type: 'custom' as const,
    minMove: 10 ** -precision,
    formatter: (price: number) => axisPrice(price, precision),
  };
}

/** An axis price with the legend's grouping: 27540 → "27,540.00" (2 decimals). */
export function axisPrice(price: number, decimals: number): string {
  return price.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

export interface Legend {
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** close − open as a signed price, with its percentage of open. */
  change: string;
  up: boolean;
}

/** The crosshair legend of one candle, from the API's exact values. */
export function legendFor(
  c: Candle,
  priceDecimals: number,
  sizeDecimals: number,
  timeZone: TimeZoneChoice,
): Legend {
  const open = BigInt(c.open);
  const diff = BigInt(c.close) - open;
  const sign = diff > 0n ? '+' : diff < 0n ? '−' : '';
  const abs = diff < 0n ? -diff : diff;
  // Basis points of open, exact in BigInt, then two decimals of a percent.
  const bp = open === 0n ? 0n : (abs * 10_000n + open / 2n) / open;
  const pct = `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}%`;
  return {
    time: formatTimestamp(c.start, { timeZone }).slice(0, 16),
    open: formatPrice(c.open, priceDecimals),
    high: formatPrice(c.high, priceDecimals),
    low: formatPrice(c.low, priceDecimals),
    close: formatPrice(c.close, priceDecimals),
    volume: formatSize(c.volume, sizeDecimals),
    change: `${sign}${formatPrice(abs.toString(), priceDecimals)} (${sign}${pct})`,
    up: diff >= 0n,
  };
}

// lightweight-charts' TickMarkType values (its enum is runtime code; these are its numbers).
const TICK_YEAR = 0;
const TICK_MONTH = 1;
const TICK_DAY = 2;
const TICK_TIME_SECONDS = 4;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Fields of a time in the app's zone (the chart itself counts in UTC seconds). */
function parts(seconds: ChartSeconds, timeZone: TimeZoneChoice) {
  const d = new Date(seconds * 1000);
  const utc = timeZone === 'UTC';
  return {
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
    month: utc ? d.getUTCMonth() : d.getMonth(),
    day: utc ? d.getUTCDate() : d.getDate(),
    hh: String(utc ? d.getUTCHours() : d.getHours()).padStart(2, '0'),
    mm: String(utc ? d.getUTCMinutes() : d.getMinutes()).padStart(2, '0'),
    ss: String(utc ? d.getUTCSeconds() : d.getSeconds()).padStart(2, '0'),
  };
}

/** The time axis' labels in the app's zone: "2026", "Nov", "25", "14:05" (or with seconds). */
export function tickLabel(
  seconds: ChartSeconds,
  tickType: number,
  timeZone: TimeZoneChoice,
): string {
  const p = parts(seconds, timeZone);
  if (tickType === TICK_YEAR) return String(p.year);
  if (tickType === TICK_MONTH) return MONTHS[p.month] ?? '';
  if (tickType === TICK_DAY) return String(p.day);
  if (tickType === TICK_TIME_SECONDS) return `${p.hh}:${p.mm}:${p.ss}`;
  return `${p.hh}:${p.mm}`;
}

/** The crosshair's time label: "2026-11-25 14:05" in the app's zone. */
export function crosshairTimeLabel(seconds: ChartSeconds, timeZone: TimeZoneChoice): string {
  const p = parts(seconds, timeZone);
  const month = String(p.month + 1).padStart(2, '0');
  const day = String(p.day).padStart(2, '0');
  return `${p.year}-${month}-${day} ${p.hh}:${p.mm}`;
}

/** How the drawn series catch up with a new candle list (oldest first). */
export type ChartUpdate =
  | { kind: 'none' }
  /** Only the newest candles changed or were added: `series.update()` each, in order. */
  | { kind: 'update'; candles: Candle[] }
  /** Anything else (first draw, a gap refilled, candles dropped): `setData` once. */
  | { kind: 'reset' };

/** What the chart last drew: each candle's version by start, and the newest start. */
export interface DrawnCandles {
  versions: Map<string, string>;
  lastTime: ChartSeconds | undefined;
}

export const nothingDrawn = (): DrawnCandles => ({ versions: new Map(), lastTime: undefined });

/**
 * Compares the next list with what is drawn. lightweight-charts' `update()` may only replace
 * the newest bar or append after it, so a changed candle older than the newest drawn one means
 * a full `setData`. Candles that left the list's window stay drawn (they did not change).
 */
export function planUpdate(drawn: DrawnCandles, next: readonly Candle[]): ChartUpdate {
  if (drawn.lastTime === undefined) return next.length === 0 ? { kind: 'none' } : { kind: 'reset' };
  const changed: Candle[] = [];
  for (const c of next) {
    if (drawn.versions.get(c.start) === c.lastUpdate) continue;
    if (candleTime(c.start) < drawn.lastTime) return { kind: 'reset' };
    changed.push(c);
  }
  return changed.length === 0 ? { kind: 'none' } : { kind: 'update', candles: changed };
}

/** Records candles (oldest first) as drawn: after a reset from nothing, after updates onto it. */
export function markDrawn(drawn: DrawnCandles, candles: readonly Candle[]): DrawnCandles {
  const versions = new Map(drawn.versions);
  for (const c of candles) versions.set(c.start, c.lastUpdate);
  const last = candles.at(-1);
  const lastTime = last
    ? Math.max(candleTime(last.start), drawn.lastTime ?? -Infinity)
    : drawn.lastTime;
  return { versions, lastTime };
}
