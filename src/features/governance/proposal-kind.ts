import type { ProposalTerms } from '#contract/proposal-terms.ts';

export type ProposalKind =
  | 'newMarket'
  | 'updateMarket'
  | 'updateNetworkParameter'
  | 'newAsset'
  | 'updateAsset'
  | 'newFreeform';

const LABELS: Record<ProposalKind, string> = {
  newMarket: 'New market',
  updateMarket: 'Update market',
  updateNetworkParameter: 'Network parameter change',
  newAsset: 'New asset',
  updateAsset: 'Update asset',
  newFreeform: 'Freeform',
};

/** Which change the terms carry (the terms hold exactly one). */
export function proposalKind(terms: ProposalTerms): ProposalKind | undefined {
  return (Object.keys(LABELS) as ProposalKind[]).find((kind) => terms[kind] !== undefined);
}

export function proposalKindLabel(terms: ProposalTerms): string {
  const kind = proposalKind(terms);
  return kind ? LABELS[kind] : 'Unknown change';
}
