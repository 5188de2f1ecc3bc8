// Proposals and votes in one line, and the proposal's kind their field decoders
// (governance-commands.ts) also show. Apart from the decoders so lists load only this.
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import type { Summarisers } from './codec.ts';
import { assetSymbol, marketName, proposalName, type Lookups } from './lookups.ts';

export const VOTE_WORDS: Record<string, string> = { VALUE_YES: 'YES', VALUE_NO: 'NO' };

/** "new market BTCUSD.MF23", "network parameter change a.b = 1"… (after "Propose "). */
export function termsKind(terms: ProposalTerms, lookups: Lookups): string {
  if (terms.newMarket) return `new market ${terms.newMarket.changes.instrument.code}`;
  if (terms.updateMarket)
    return `update to market ${marketName(lookups, terms.updateMarket.marketId)}`;
  if (terms.updateNetworkParameter) {
    const { key, value } = terms.updateNetworkParameter.changes;
    return `network parameter change ${key} = ${value.length > 40 ? `${value.slice(0, 40)}…` : value}`;
  }
  if (terms.newAsset) return `new asset ${terms.newAsset.changes.symbol}`;
  if (terms.updateAsset)
    return `update to asset ${assetSymbol(lookups, terms.updateAsset.assetId)}`;
  if (terms.newFreeform) return 'freeform';
  return 'unknown change';
}

export type GovernanceCommand = 'proposalSubmission' | 'voteSubmission';

export const governanceSummarisers: Summarisers<GovernanceCommand> = {
  proposalSubmission: (p, lookups) => {
    const kind = termsKind(p.terms, lookups);
    const title = p.rationale.title.trim();
    return `Propose ${kind}${title ? `: “${title.length > 60 ? `${title.slice(0, 60)}…` : title}”` : ''}`;
  },
  voteSubmission: (v, lookups) =>
    `Vote ${VOTE_WORDS[v.value] ?? v.value} on ${proposalName(lookups, v.proposalId)}`,
};
