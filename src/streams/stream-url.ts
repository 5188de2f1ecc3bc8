import { buildUrl, type QueryParams } from '../api/http-client.ts';

/**
 * The WebSocket URL of a stream on the chosen data node: the same origin rule as REST
 * (`buildUrl`), with http → ws and https → wss. A relative URL (own origin) is resolved
 * against the page, so the explorer served over https opens wss.
 */
export function streamUrl(path: string, params: QueryParams = {}): string {
  const url = new URL(buildUrl(path, params), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Longest wait between reconnect attempts. */
export const MAX_RECONNECT_DELAY_MS = 30_000;
const FIRST_RECONNECT_DELAY_MS = 1_000;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (attempt counts from 0). */
export function reconnectDelay(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt, 16));
  return Math.min(MAX_RECONNECT_DELAY_MS, FIRST_RECONNECT_DELAY_MS * 2 ** exponent);
}
