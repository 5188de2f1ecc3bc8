/*
 * What the entity pages' heads (the *-head.ts builders here) share: chain text isolated and
 * capped, the known parts of a description joined, a time to the minute in UTC.
 */
import { isolateChainText } from '../chain-text.ts';
import { formatTimestamp, type NsInput } from '../format-time.ts';

/** "2026-12-07 04:23 UTC": to the minute, in UTC (a description is read anywhere). */
export function utcMinute(ns: NsInput): string | undefined {
  const text = formatTimestamp(ns, { timeZone: 'UTC' });
  return /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(text) ? `${text.slice(0, 16)} UTC` : undefined;
}

/** Chain text (names, codes, titles), isolated and capped as everywhere in the explorer. */
export const chain = (text: string) => isolateChainText(text, 60);
/** The parts that are known, joined by commas. */
export const parts = (...items: (string | undefined | false)[]) => items.filter(Boolean).join(', ');
