/*
 * The heads of the pages that are not one entity's: home, the lists, the network's tabs,
 * search and not-found. Pure, like the entity pages' (describe-entities.ts).
 */
import { isolateChainText } from '../chain-text.ts';
import type { PageHead } from './head-tags.ts';

export const LIST_HEADS = {
  home: {
    title: 'Network at a glance',
    description:
      'Explorer of a derivatives trading network: the latest blocks, markets with live prices, trades, transactions and validators.',
  },
  markets: {
    title: 'Markets',
    description:
      'Every market of the trading network: state, trading mode, live mark price and 24 h volume.',
  },
  assets: {
    title: 'Assets',
    description: 'Every asset of the trading network: symbol, decimals, quantum and status.',
  },
  orders: {
    title: 'Orders',
    description:
      'Orders on the trading network as they arrive, filtered by market, party, status, type or time in force.',
  },
  transactions: {
    title: 'Transactions',
    description:
      'Transactions of the trading network, newest first: their block, time, epoch, type, result and what they did.',
  },
  blocks: {
    title: 'Blocks',
    description:
      'Blocks of the trading network as they are made: height, time, proposer and transactions.',
  },
  parties: {
    title: 'Parties',
    description:
      'Parties of the trading network: their accounts, positions, orders, trades and ledger.',
  },
  governance: {
    title: 'Governance',
    description:
      'Governance proposals of the trading network: new markets, updates, network parameters and freeform votes, with their tallies.',
  },
  oracles: {
    title: 'Oracles · Network',
    description:
      'Oracle data source specs of the trading network: what each listens for, its signers and the markets using it.',
  },
  notFound: {
    title: 'Page not found',
    description: 'There is no page at this address of the trading network explorer.',
  },
} as const satisfies Record<string, PageHead>;

/** `epoch`: the epoch chosen in the URL, when it is not the current one. */
export function validatorsHead(epoch?: string): PageHead {
  return {
    title: epoch ? `Validators · Epoch ${epoch}` : 'Validators',
    description: `Validators of the trading network${epoch ? ` in epoch ${epoch}` : ''}: status, stake, delegations and scores.`,
  };
}

/** A tab of the network section, by its label ("Treasury"). */
export function networkHead(tabLabel: string): PageHead {
  return {
    title: `${tabLabel} · Network`,
    description: `The trading network's ${tabLabel.toLowerCase()}: parameters, nodes and epoch, treasury, rewards, snapshots, deposits, withdrawals and transfers.`,
  };
}

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
