import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CometBlockMeta } from '#contract/cometbft.ts';
import { blockMetaQueries, metaOfHeight, type EpochSpan } from './block-meta-queries.ts';

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
    refetchInterval: (q) => (metaOfHeight(q.state.data, height) ? false : 2_000),
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
      for (const [key, span] of queryClient.getQueriesData<EpochSpan>({
        queryKey: ['blocks', 'epoch-of'],
      })) {
        if (!span) continue;
        const askedFor = BigInt(String(key[2]));
        const end = span.lastBlock > 0n ? span.lastBlock : askedFor;
        if (span.firstBlock <= h && h <= end) return span;
      }
      return undefined;
    },
  });
  return query.data;
}
