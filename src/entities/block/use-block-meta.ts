import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CometBlockMeta } from '#contract/cometbft.ts';
import { epoch } from '#contract/endpoints/nodes.ts';
import type { AnswerOf } from '#contract/endpoints/endpoint.ts';
import { endpointKeys } from '../endpoint/endpoint-query.ts';
import { blockMetaQueries, epochSpan, metaOfHeight, type EpochSpan } from './block-meta-queries.ts';

const HEIGHT_RE = /^\d{1,19}$/;

/**
 * The meta (time, proposer, tx count) of block `height`, from its 20-block window. A window
 * read before the block was made is read again until it holds the block.
 */
export function useBlockMeta(height: string): {
  meta: CometBlockMeta | undefined;
  isError: boolean;
} {
  const valid = HEIGHT_RE.test(height) && height !== '0';
  const query = useQuery({
    ...blockMetaQueries.window(valid ? BigInt(height) : 1n),
    enabled: valid,
    refetchInterval: (q) => (metaOfHeight(q.state.data?.block_metas, height) ? false : 2_000),
  });
  return { meta: metaOfHeight(query.data, height), isError: query.isError };
}

/**
 * The epoch of block `height`. An epoch already read for another block answers when it spans
 * this one (rows that appear later, while scrolling, ask nothing more); an epoch still in
 * progress only for blocks up to the one it was read for.
 */
export function useBlockEpoch(height: string): EpochSpan | undefined {
  const queryClient = useQueryClient();
  const valid = HEIGHT_RE.test(height) && height !== '0';
  const query = useQuery({
    ...blockMetaQueries.epochOfBlock(height),
    enabled: valid,
    initialData: () => {
      if (!valid) return undefined;
      const h = BigInt(height);
      // Every epoch answer held: those read for a block (the current epoch's has no block).
      const held = queryClient.getQueriesData<AnswerOf<typeof epoch>>({
        queryKey: endpointKeys(epoch),
      });
      for (const [key, answer] of held) {
        const block = (key[1] as { block?: string } | undefined)?.block;
        if (!answer || block === undefined) continue;
        const span = epochSpan(answer);
        const end = span.lastBlock > 0n ? span.lastBlock : BigInt(block);
        if (span.firstBlock <= h && h <= end) return answer;
      }
      return undefined;
    },
  });
  return query.data;
}
