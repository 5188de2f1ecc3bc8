/* The search page's head. */
import { isolateChainText } from '../chain-text.ts';
import type { PageHead } from './head-tags.ts';

/** What was searched is the reader's text: isolated and capped like chain text. */
export function searchHead(query: string): PageHead {
  return query
    ? {
        title: `Search ${isolateChainText(query, 40)}`,
        description: `Search results for ${isolateChainText(query, 40)} on the trading network: blocks, transactions, parties, markets, assets and validators.`,
      }
    : {
        title: 'Search',
        description:
          'Search the trading network by id, hash, block number or the name of a market, asset or validator.',
      };
}
