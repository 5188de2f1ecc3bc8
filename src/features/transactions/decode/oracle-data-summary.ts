// Oracle data in one line, and the payload reading its field decoder (oracle-data.ts) shares.
// Apart from the decoder so lists load only this.
import { parseChainJson, showBidiControls } from '../../../lib/chain-text.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Summarise } from './codec.ts';

const MAX_KEYS_IN_SUMMARY = 3;

/**
 * The payload's bytes as text: base64 → UTF-8, JSON pretty-printed when it parses. Bytes that
 * are not UTF-8 are left as base64. The result is only ever shown as text. Decoded here, the
 * text never passed the answer's parse that shows bidi controls (lib/chain-text.ts), so they
 * are shown here: a payload key could otherwise reorder the summary line around it.
 */
export function payloadText(base64: string): { text: string; json?: unknown } {
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return { text: base64 };
  }
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { text: base64 };
  }
  try {
    const json: unknown = parseChainJson(decoded);
    return { text: JSON.stringify(json, null, 2), json };
  } catch {
    return { text: showBidiControls(decoded) };
  }
}

/** The property names of a JSON payload (an object, or the first of a list of them). */
export function payloadKeys(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  return Object.keys(Array.isArray(json) ? (json[0] ?? {}) : json);
}

/**
 * The data properties a submission carries, as specs name them: a JSON payload's keys; an
 * Open Oracle message's prices as "prices.<key>.value" (the network's naming of them).
 */
export function oracleProperties(source: string, json: unknown): string[] {
  if (source === 'ORACLE_SOURCE_OPEN_ORACLE') {
    const prices = (json as { prices?: unknown } | null)?.prices;
    if (typeof prices !== 'object' || prices === null) return [];
    return Object.keys(prices).map((key) => `prices.${key}.value`);
  }
  return payloadKeys(json);
}

export const summariseOracleData: Summarise<'oracleDataSubmission'> = (o) => {
  const keys = payloadKeys(payloadText(o.payload).json);
  const shown = keys.slice(0, MAX_KEYS_IN_SUMMARY).join(', ');
  const more =
    keys.length > MAX_KEYS_IN_SUMMARY ? ` and ${keys.length - MAX_KEYS_IN_SUMMARY} more` : '';
  return `Submit oracle data (${enumToWords(o.source)})${keys.length ? `: ${shown}${more}` : ''}`;
};
