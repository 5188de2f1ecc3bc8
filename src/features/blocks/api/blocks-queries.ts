import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  COMET_BLOCKCHAIN_LIMIT,
  cometBlockchainSchema,
  cometBlockSchema,
  cometStatusSchema,
  type CometBlockchain,
  type CometBlockMeta,
} from '#contract/cometbft.ts';
import { epochResponseSchema } from '#contract/node.ts';
import { transactionsResponseSchema } from '#contract/transaction.ts';
import { getCometResult } from '../../../api/comet-rpc.ts';
import { getJson } from '../../../api/http-client.ts';

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

/**
 * Block times are read 20 heights at a time (CometBFT's `/blockchain` window), aligned to
 * multiples of 20, so a list of transactions asks once per window, not once per row.
 */
export const windowOf = (height: bigint) => {
  const size = BigInt(COMET_BLOCKCHAIN_LIMIT);
  const start = (height / size) * size;
  return { min: start === 0n ? 1n : start, max: start + size - 1n };
};

export interface EpochSpan {
  seq: string;
  firstBlock: bigint;
  /** 0n while the epoch is in progress. */
  lastBlock: bigint;
}

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
  /** The metas of the 20-height window holding `height` (see windowOf). */
  window: (height: bigint) => {
    const { min, max } = windowOf(height);
    return queryOptions({
      queryKey: ['blocks', 'window', min.toString()],
      queryFn: ({ signal }) =>
        getCometResult(
          'blockchain',
          cometBlockchainSchema,
          { minHeight: min.toString(), maxHeight: max.toString() },
          signal,
        ).then((r) => r.block_metas),
      // Complete windows never change; one at the head is read again as blocks arrive.
      staleTime: (q) => ((q.state.data?.length ?? 0) >= Number(max - min + 1n) ? Infinity : 2_000),
    });
  },
  /** The epoch holding block `height` (the data node's `/api/v2/epoch?block=`). */
  epochOfBlock: (height: string) =>
    queryOptions({
      queryKey: ['blocks', 'epoch-of', height],
      queryFn: ({ signal }): Promise<EpochSpan> =>
        getJson('/api/v2/epoch', epochResponseSchema, { block: height }, signal).then((r) => ({
          seq: r.epoch.seq,
          firstBlock: BigInt(r.epoch.timestamps.firstBlock),
          lastBlock: BigInt(r.epoch.timestamps.lastBlock),
        })),
      staleTime: Infinity,
    }),
};

export const metaOfHeight = (metas: readonly CometBlockMeta[] | undefined, height: string) =>
  metas?.find((m) => m.header.height === height);

/**
 * A block's transactions as the data node's block explorer serves them (decoded, with their
 * hashes), in block order; at most 1,000 (a block of this network holds ~65).
 */
export const blockTransactionsQuery = (height: string) =>
  queryOptions({
    queryKey: ['blocks', 'transactions', height],
    queryFn: ({ signal }) =>
      getJson(
        '/rest/transactions',
        transactionsResponseSchema,
        { 'filters[block.height]': height, limit: 1000 },
        signal,
      ).then((r) => [...r.transactions].reverse()),
    staleTime: Infinity,
  });

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
