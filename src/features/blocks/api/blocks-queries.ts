import { queryOptions } from '@tanstack/react-query';
import type { CometBlockchain, CometBlockMeta } from '#contract/cometbft.ts';
import { cometBlock, cometBlockchain, cometStatus } from '#contract/endpoints/cometbft.ts';
import { endpointPages } from '../../../entities/endpoint/endpoint-pages.ts';
import { endpointQuery } from '../../../entities/endpoint/endpoint-query.ts';

/** The height below a page, or undefined when the page reached the first block. */
export function nextMaxHeight(page: CometBlockchain): string | undefined {
  const lowest = page.block_metas.at(-1)?.header.height;
  if (lowest === undefined) return undefined;
  const next = BigInt(lowest) - 1n;
  return next >= 1n ? next.toString() : undefined;
}

export const blockPageRows = (page: CometBlockchain) => ({
  rows: page.block_metas,
  hasMore: nextMaxHeight(page) !== undefined,
});

export const blocksQueries = {
  /** Pages of block metas, newest first, each below the last one's lowest height. */
  list: () => endpointPages(cometBlockchain, {}, { cursor: 'maxHeight', next: nextMaxHeight }),
  /** The newest page alone, polled for blocks newer than those listed. */
  head: () => endpointQuery(cometBlockchain),
  detail: (height: string) =>
    // A block never changes once made.
    queryOptions({ ...endpointQuery(cometBlock, { height }), staleTime: Infinity }),
  status: () => endpointQuery(cometStatus),
};

/**
 * Seconds per block over the metas of a page (newest first), for a future block's estimate;
 * undefined with fewer than two blocks.
 */
export function averageBlockSeconds(
  metas: readonly CometBlockMeta[],
  toNs: (time: string) => string | undefined,
): number | undefined {
  const newest = metas[0];
  const oldest = metas.at(-1);
  if (!newest || !oldest || newest === oldest) return undefined;
  const a = toNs(newest.header.time);
  const b = toNs(oldest.header.time);
  const blocks = Number(BigInt(newest.header.height) - BigInt(oldest.header.height));
  if (!a || !b || blocks <= 0) return undefined;
  return Number(BigInt(a) - BigInt(b)) / 1e9 / blocks;
}
