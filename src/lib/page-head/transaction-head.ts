/*
 * The head of a transaction's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import type { NsInput } from '../format-time.ts';
import { truncateMiddle } from '../truncate-id.ts';
import { chain, parts, utcMinute } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface TransactionFacts {
  /** The command's name ("Submit Order"). */
  type: string;
  block: string;
  /** The market it acts on, by code, when it names one. */
  marketCode?: string | undefined;
  /** Its block's time (Unix ns), once known. */
  timeNs?: NsInput;
  /** The chain refused it (a non-zero result code). */
  failed?: boolean;
}

export function transactionHead(hash: string, tx?: TransactionFacts): PageHead {
  const short = truncateMiddle(hash.toUpperCase());
  const title = `Tx ${short}`;
  if (!tx) return { title, description: `Transaction ${short} on the trading network.` };
  const what = tx.marketCode ? `${tx.type} on ${chain(tx.marketCode)}` : tx.type;
  return {
    title,
    description: `Transaction ${short}: ${parts(what, `block ${tx.block}`, utcMinute(tx.timeNs), tx.failed && 'failed')}`,
  };
}
