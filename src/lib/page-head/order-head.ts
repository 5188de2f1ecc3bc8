/*
 * The head of an order's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import type { NsInput } from '../format-time.ts';
import { truncateMiddle } from '../truncate-id.ts';
import { chain, parts, utcMinute } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface OrderFacts {
  side: string;
  status: string;
  orderType: string;
  marketCode?: string | undefined;
  createdAt: NsInput;
}

export function orderHead(orderId: string, order?: OrderFacts): PageHead {
  const short = truncateMiddle(orderId);
  const title = `Order ${short}`;
  if (!order) return { title, description: `Order ${short} on the trading network.` };
  const what = `${enumToWords(order.orderType)} ${enumToWords(order.side).toLowerCase()}`;
  return {
    title,
    description: `Order ${short}: ${parts(
      order.marketCode ? `${what} on ${chain(order.marketCode)}` : what,
      enumToWords(order.status).toLowerCase(),
      utcMinute(order.createdAt) && `placed ${utcMinute(order.createdAt)}`,
    )}. Its versions, trades and transactions.`,
  };
}
