/*
 * The head of a validator's page from its data, pure (no React, no fetching): the page renders it and
 * a server can call it with the same records. Without the data (or for an unknown id) the page
 * still has a title from its URL and a short description.
 */
import { displayAmount } from '../format/display-rules.ts';
import { chain, parts } from './describe-parts.ts';
import type { PageHead } from './head-tags.ts';

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
