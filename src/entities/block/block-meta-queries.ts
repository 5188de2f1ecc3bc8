import { queryOptions } from '@tanstack/react-query';
import {
  COMET_BLOCKCHAIN_LIMIT,
  cometBlockchainSchema,
  type CometBlockMeta,
} from '#contract/cometbft.ts';
import { epochResponseSchema } from '#contract/node.ts';
import { getCometResult } from '../../api/comet-rpc.ts';
import { getJson } from '../../api/http-client.ts';

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

/**
 * What any page showing a block's time or epoch reads (the block list, the transactions).
 * Keys stay under 'blocks' so the block pages and the transaction pages share the cache.
 */
export const blockMetaQueries = {
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
