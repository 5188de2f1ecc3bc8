import type { QueryParams } from '../api/http-client.ts';

/**
 * Resuming a stream (docs/data-api.md, `fromHeight`): opened with `withHeight=true`, each update
 * names its block (`height`); the client keeps the newest it merged and reconnects from there, so
 * the node replays what it missed instead of the client re-reading its REST snapshot (or the
 * stream sending a new one).
 */

/** The newer of two block heights (decimal strings; undefined = none known). */
export function newerHeight(held: string | undefined, height: string | undefined) {
  if (height === undefined) return held;
  if (held === undefined) return height;
  return BigInt(height) > BigInt(held) ? height : held;
}

/**
 * `fromHeight` for a reconnect after merging up to `lastMerged`: one block earlier, since the
 * socket may have dropped between two messages of that block (a block's updates come in messages
 * of 50). Its updates come again; the merges of these streams are keyed (the order book's by
 * sequence number), so they show once.
 */
export function resumeHeight(lastMerged: string): string {
  const height = BigInt(lastMerged);
  return (height > 0n ? height - 1n : 0n).toString();
}

/**
 * The stream's parameters for (re)opening: `withHeight` until anything was merged, then
 * fromHeight (which names the heights too).
 */
export function resumeParams(params: QueryParams, lastMerged: string | undefined): QueryParams {
  return lastMerged === undefined
    ? { ...params, withHeight: 'true' }
    : { ...params, fromHeight: resumeHeight(lastMerged) };
}
