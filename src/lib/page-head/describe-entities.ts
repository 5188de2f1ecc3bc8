/*
 * Each entity page's head from the entity's data, pure (no React, no fetching): the page
 * renders it, a server can call the same function with the same records. Until the data is
 * there (or when the id is unknown) a page still has its title, from its URL, and a short
 * description. Chain text (names, codes, titles) is isolated and capped (isolateChainText).
 */
import { isolateChainText } from '../chain-text.ts';
import { enumToWords } from '../enum-words.ts';
import { displayAmount } from '../format/display-rules.ts';
import { formatTimestamp, type NsInput } from '../format-time.ts';
import { truncateMiddle } from '../truncate-id.ts';
import type { PageHead } from './head-tags.ts';

/** "2026-12-07 04:23 UTC": to the minute, in UTC (a description is read anywhere). */
export function utcMinute(ns: NsInput): string | undefined {
  const text = formatTimestamp(ns, { timeZone: 'UTC' });
  return /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(text) ? `${text.slice(0, 16)} UTC` : undefined;
}

const chain = (text: string) => isolateChainText(text, 60);
/** The parts that are known, joined by commas. */
const parts = (...items: (string | undefined | false)[]) => items.filter(Boolean).join(', ');

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

/** `network`: the network's own party (`/parties/network`). */
export function partyHead(partyId: string, tabLabel: string, network: boolean): PageHead {
  const name = network ? 'Network party' : `Party ${truncateMiddle(partyId)}`;
  return {
    title: `${name} · ${tabLabel}`,
    description: network
      ? "The network's own party: its accounts, and the positions and trades it takes over from closed-out parties."
      : `Party ${truncateMiddle(partyId)}: accounts, positions, orders, trades, ledger, transfers and governance on the trading network.`,
  };
}

export interface AssetFacts {
  symbol: string;
  name: string;
  decimals: string;
  status: string;
}

export function assetHead(asset?: AssetFacts): PageHead {
  if (!asset) return { title: 'Asset', description: 'An asset of the trading network.' };
  return {
    title: `${chain(asset.symbol)} · Asset`,
    description: `${chain(asset.symbol)} (${chain(asset.name)}): ${enumToWords(asset.status).toLowerCase()}, ${asset.decimals} decimals. Its deposits, withdrawals and markets.`,
  };
}

export interface ValidatorFacts {
  name: string;
  /** The part it is counted in ("Consensus", "Standby", "Pending"). */
  status: string;
  stakedTotal: string;
  token?: { symbol: string; decimals: number } | undefined;
}

export function validatorHead(node?: ValidatorFacts): PageHead {
  if (!node) return { title: 'Validator', description: 'A validator of the trading network.' };
  const stake = node.token
    ? `${displayAmount(node.stakedTotal, node.token.decimals, node.token.symbol).text} staked`
    : undefined;
  return {
    title: `${chain(node.name)} · Validator`,
    description: `Validator ${chain(node.name)}: ${parts(`${node.status.toLowerCase()} validator`, stake)}. Its stake, delegations, scores and rewards.`,
  };
}

export interface ProposalFacts {
  title: string;
  /** What it proposes, in words ("New market"). */
  kind: string;
  state: string;
  /** When voting closes (Unix ns). */
  closingNs?: NsInput;
}

export function proposalHead(proposal?: ProposalFacts, tab?: string): PageHead {
  const suffix = tab ? ` · ${tab}` : '';
  if (!proposal) {
    return {
      title: `Proposal${suffix}`,
      description: 'A governance proposal of the trading network.',
    };
  }
  const closes = utcMinute(proposal.closingNs);
  return {
    title: `${chain(proposal.title)} · Proposal${suffix}`,
    description: `Proposal “${chain(proposal.title)}”: ${parts(proposal.kind, enumToWords(proposal.state).toLowerCase(), closes && `voting closes ${closes}`)}. Its terms, tally and votes.`,
  };
}

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

export interface OracleSpecFacts {
  status: string;
  /** The data properties it listens for. */
  properties: string[];
}

export function oracleSpecHead(specId: string, spec?: OracleSpecFacts): PageHead {
  const short = truncateMiddle(specId);
  const title = `Oracle spec ${short}`;
  if (!spec) return { title, description: `Oracle data source spec ${short}.` };
  const listens =
    spec.properties.length > 0 &&
    `listens for ${spec.properties.slice(0, 3).map(chain).join(', ')}${spec.properties.length > 3 ? '…' : ''}`;
  return {
    title,
    description: `Oracle spec ${short}: ${parts(enumToWords(spec.status).toLowerCase(), listens)}. The data it matched and the markets using it.`,
  };
}

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
