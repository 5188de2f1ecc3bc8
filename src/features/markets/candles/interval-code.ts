/**
 * Short URL codes for candle intervals: "1 minute" → "1m", "6 hours" → "6h", "1 day" → "1d";
 * words that are not "<n> <unit>" keep their letters ("block" → "block").
 */
export function intervalCode(words: string): string {
  const match = /^(\d+)\s+(minute|hour|day|second|week)s?$/.exec(words.trim());
  if (!match) return words.trim().replace(/\s+/g, '_');
  const [, n = '', unit = ''] = match;
  return `${n}${unit === 'minute' ? 'm' : unit.charAt(0)}`;
}

/** The interval a URL code names among those the node offers, else the first offered. */
export function pickInterval<T extends { interval: string }>(
  offered: readonly T[],
  code: string | null,
): T | undefined {
  return offered.find((o) => intervalCode(o.interval) === code) ?? offered[0];
}
