/*
 * The head of a block's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import type { NsInput } from '../format-time.ts';
import { chain, parts, utcMinute } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface BlockFacts {
  transactions: number;
  proposer?: string | undefined;
  timeNs?: NsInput;
}

/** "Block 1,487"; the height as typed when it is not a plain number (the page says why). */
export function blockHead(height: string, block?: BlockFacts): PageHead {
  const valid = /^\d{1,16}$/.test(height);
  const title = valid ? `Block ${Number(height).toLocaleString('en-US')}` : 'Block';
  if (!valid || !block) return { title, description: `${title} of the trading network.` };
  const count = `${block.transactions} transaction${block.transactions === 1 ? '' : 's'}`;
  return {
    title,
    description: `${title}: ${parts(count, block.proposer && `proposed by ${chain(block.proposer)}`, utcMinute(block.timeNs))}.`,
  };
}
