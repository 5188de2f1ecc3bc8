import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CometBlockchain, CometBlockMeta } from '#contract/cometbft.ts';
import { LiveTable } from '../../../components/ui/live-table.tsx';
import type { LiveHeadRules } from '../../../streams/merge/live-head.ts';
import { useLiveList } from '../../../streams/use-live-list.ts';
import { blockPageRows, blocksQueries } from '../api/blocks-queries.ts';
import { useProposers } from '../use-proposers.ts';
import { blockColumns } from './block-columns.tsx';
import { BlockCard } from './block-card.tsx';

const heightOf = (m: CometBlockMeta) => m.header.height;

const BLOCK_RULES: LiveHeadRules<CometBlockMeta> = {
  keyOf: heightOf,
  compare: (a, b) => {
    const d = BigInt(b.header.height) - BigInt(a.header.height);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  },
};

const NOUN = ['block', 'blocks'] as const;

/** Drops a block two pages both hold (new blocks arrive between page reads). */
function flattenBlocks(pages: CometBlockchain[]): CometBlockMeta[] {
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.block_metas)
    .filter((m) => !seen.has(m.header.height) && Boolean(seen.add(m.header.height)));
}

/**
 * Every block, newest first, 20 per CometBFT `/blockchain` call, rows virtualised. The newest
 * page is read again while it is on screen (CometBFT's RPC has no stream over HTTP): new blocks
 * go on top, or are counted while the list is scrolled away.
 */
export function BlocksList() {
  const list = blocksQueries.list();
  const query = useInfiniteQuery(list);
  const proposers = useProposers();
  const columns = useMemo(() => blockColumns(proposers), [proposers]);
  const loaded = useMemo(() => query.data && flattenBlocks(query.data.pages), [query.data]);
  const live = useLiveList({
    list,
    loaded,
    head: blocksQueries.head(),
    readPage: blockPageRows,
    rules: BLOCK_RULES,
  });
  return (
    <LiveTable
      query={query}
      live={live}
      label="Blocks"
      noun={NOUN}
      columns={columns}
      rowId={heightOf}
      empty="No blocks yet."
      narrowRow={(meta) => <BlockCard meta={meta} proposers={proposers} />}
    />
  );
}
