import { queryOptions } from '@tanstack/react-query';
import { COMET_BLOCKCHAIN_LIMIT, type CometBlockMeta } from '#contract/cometbft.ts';
import { cometBlockchain } from '#contract/endpoints/cometbft.ts';
import { epoch } from '#contract/endpoints/nodes.ts';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import { endpointQuery } from '../endpoint/endpoint-query.ts';

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

/** The span of an epoch's answer. */
export const epochSpan = ({ epoch: e }: AnswerOf<typeof epoch>): EpochSpan => ({
  seq: e.seq,
  firstBlock: BigInt(e.timestamps.firstBlock),
  lastBlock: BigInt(e.timestamps.lastBlock),
});

/** What any page showing a block's time or epoch reads (the block list, the transactions). */
export const blockMetaQueries = {
  /** The metas of the 20-height window holding `height` (see windowOf). */
  window: (height: bigint) => {
    const { min, max } = windowOf(height);
    return queryOptions({
      ...endpointQuery(cometBlockchain, { minHeight: min.toString(), maxHeight: max.toString() }),
      select: (r) => r.block_metas,
      // Complete windows never change; one at the head is read again as blocks arrive.
      staleTime: (q) =>
        (q.state.data?.block_metas.length ?? 0) >= Number(max - min + 1n) ? Infinity : 2_000,
    });
  },
  /** The epoch holding block `height` (the data node's epoch by `block`). */
  epochOfBlock: (height: string) =>
    queryOptions({
      ...endpointQuery(epoch, { block: height }),
      select: epochSpan,
      staleTime: Infinity,
    }),
};

export const metaOfHeight = (metas: readonly CometBlockMeta[] | undefined, height: string) =>
  metas?.find((m) => m.header.height === height);
