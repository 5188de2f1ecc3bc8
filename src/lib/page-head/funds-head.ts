/*
 * The head of a deposit or a withdrawal's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import { displayAmount } from '../format/display-rules.ts';
import type { NsInput } from '../format-time.ts';
import { truncateMiddle } from '../truncate-id.ts';
import { chain, parts, utcMinute } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface FundsFacts {
  amount: string;
  asset?: { symbol: string; decimals: number } | undefined;
  status: string;
  partyId: string;
  createdNs: NsInput;
}

/** A deposit's or a withdrawal's page (`kind`). */
export function fundsHead(
  kind: 'Deposit' | 'Withdrawal',
  id: string,
  funds?: FundsFacts,
): PageHead {
  const short = truncateMiddle(id);
  const title = `${kind} ${short}`;
  if (!funds) return { title, description: `${kind} ${short} on the trading network.` };
  const amount = funds.asset
    ? displayAmount(funds.amount, funds.asset.decimals, chain(funds.asset.symbol)).text
    : undefined;
  return {
    title,
    description: `${kind} ${short}: ${parts(amount, `${kind === 'Deposit' ? 'to' : 'from'} party ${truncateMiddle(funds.partyId)}`, enumToWords(funds.status).toLowerCase(), utcMinute(funds.createdNs))}.`,
  };
}
