import { useQuery } from '@tanstack/react-query';
import { PageHead } from '../../../components/layout/page-head.tsx';
import { blockHead } from '../../../lib/page-head/block-head.ts';
import { rfc3339ToNs } from '../../../lib/rfc3339-ns.ts';
import { blocksQueries } from '../api/blocks-queries.ts';
import { readHeight } from '../read-height.ts';
import { useProposers } from '../use-proposers.ts';

/** The block page's head, from the block the page reads (the same query, asked once). */
export function BlockHead({ height: raw }: { height: string }) {
  const { valid, height } = readHeight(raw);
  const block = useQuery({ ...blocksQueries.detail(height), enabled: valid, retry: false });
  const proposers = useProposers();
  const header = block.data?.block.header;
  return (
    <PageHead
      {...blockHead(
        height,
        header && {
          transactions: block.data?.block.data.txs?.length ?? 0,
          proposer: proposers.get(header.proposer_address)?.name,
          timeNs: rfc3339ToNs(header.time),
        },
      )}
    />
  );
}
