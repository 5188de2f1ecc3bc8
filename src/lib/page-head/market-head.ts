/*
 * The head of a market's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { enumToWords } from '../enum-words.ts';
import { chain, parts } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

export interface MarketFacts {
  code: string;
  name: string;
  state: string;
  tradingMode: string;
  settlementSymbol?: string | undefined;
}

/** `tab`: the tab's label when it is not the first one ("Chart"). */
export function marketHead(market: MarketFacts | undefined, tab?: string): PageHead {
  const suffix = tab ? ` · ${tab}` : '';
  if (!market) return { title: `Market${suffix}`, description: 'A market of the trading network.' };
  const settles = market.settlementSymbol && `settles in ${chain(market.settlementSymbol)}`;
  return {
    title: `${chain(market.code)} · Market${suffix}`,
    description:
      `${chain(market.code)} (${chain(market.name)}): ` +
      `${parts(enumToWords(market.state), `${enumToWords(market.tradingMode)} trading`, settles)}. ` +
      'Live order book, trades, candles and market data.',
  };
}
