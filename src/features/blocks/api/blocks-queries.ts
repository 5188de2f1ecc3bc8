import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  cometBlockchainSchema,
  cometBlockSchema,
  cometStatusSchema,
  type CometBlockchain,
  type CometBlockMeta,
} from '#contract/cometbft.ts';
import { getCometResult } from '../../../api/comet-rpc.ts';

/** A page of block metas (newest first) below `maxHeight` (undefined: the newest). */
const blockchainPage = (maxHeight: string | undefined, signal: AbortSignal) =>
  getCometResult('blockchain', cometBlockchainSchema, { maxHeight }, signal);

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
  list: () =>
    infiniteQueryOptions({
      queryKey: ['blocks', 'list'],
      queryFn: ({ pageParam, signal }) => blockchainPage(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextMaxHeight,
    }),
  /** The newest page alone, polled for blocks newer than those listed. */
  head: () =>
    queryOptions({
      queryKey: ['blocks', 'head'],
      queryFn: ({ signal }) => blockchainPage(undefined, signal),
    }),
  detail: (height: string) =>
    queryOptions({
      queryKey: ['blocks', 'detail', height],
      queryFn: ({ signal }) => getCometResult('block', cometBlockSchema, { height }, signal),
      // A block never changes once made.
      staleTime: Infinity,
    }),
  status: () =>
    queryOptions({
      queryKey: ['blocks', 'status'],
      queryFn: ({ signal }) => getCometResult('status', cometStatusSchema, {}, signal),
    }),
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
