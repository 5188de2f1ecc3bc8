import type { EnumName } from '#contract/define-enum.ts';
import type { GovernanceProposalType } from '#contract/enums.ts';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { parseGoDuration } from '../genesis/network-parameters-schema.ts';

/** The change members of ProposalTerms (its `change` oneof). */
export const PROPOSAL_KINDS = [
  'newMarket',
  'updateMarket',
  'newAsset',
  'updateAsset',
  'updateNetworkParameter',
  'newFreeform',
] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** The single change member set on the terms; undefined when none or several are set. */
export function kindOf(terms: ProposalTerms): ProposalKind | undefined {
  const set = PROPOSAL_KINDS.filter((k) => terms[k] != null);
  return set.length === 1 ? set[0] : undefined;
}

/** `governance.proposal.<family>.*` network parameters of each kind. */
const FAMILY: Record<ProposalKind, string> = {
  newMarket: 'market',
  updateMarket: 'updateMarket',
  newAsset: 'asset',
  updateAsset: 'updateAsset',
  updateNetworkParameter: 'updateNetParam',
  newFreeform: 'freeform',
};

/** The list filter `proposalType` of `GET /api/v2/governances` (and the `type` column). */
export const PROPOSAL_API_TYPE: Record<ProposalKind, EnumName<typeof GovernanceProposalType>> = {
  newMarket: 'TYPE_NEW_MARKET',
  updateMarket: 'TYPE_UPDATE_MARKET',
  newAsset: 'TYPE_NEW_ASSET',
  updateAsset: 'TYPE_UPDATE_ASSET',
  updateNetworkParameter: 'TYPE_NETWORK_PARAMETERS',
  newFreeform: 'TYPE_NEW_FREE_FORM',
};

/** The rules a proposal is held to, copied from the network parameters when it is submitted. */
export interface ProposalRules {
  /** Seconds. */
  minClose: number;
  maxClose: number;
  /** Seconds; freeform proposals have no enactment (0). */
  minEnact: number;
  maxEnact: number;
  minProposerBalance: bigint;
  minVoterBalance: bigint;
  requiredParticipation: string;
  requiredMajority: string;
  requiredParticipationLP?: string;
  requiredMajorityLP?: string;
}

export function rulesOf(params: ReadonlyMap<string, string>, kind: ProposalKind): ProposalRules {
  const p = (name: string) => params.get(`governance.proposal.${FAMILY[kind]}.${name}`);
  const seconds = (name: string) => parseGoDuration(p(name) ?? '0') ?? 0;
  const rules: ProposalRules = {
    minClose: seconds('minClose'),
    maxClose: seconds('maxClose'),
    minEnact: seconds('minEnact'),
    maxEnact: seconds('maxEnact'),
    minProposerBalance: BigInt(p('minProposerBalance') ?? '0'),
    minVoterBalance: BigInt(p('minVoterBalance') ?? '0'),
    requiredParticipation: p('requiredParticipation') ?? '0',
    requiredMajority: p('requiredMajority') ?? '0.5',
  };
  if (kind === 'updateMarket') {
    rules.requiredParticipationLP = p('requiredParticipationLP') ?? '0';
    rules.requiredMajorityLP = p('requiredMajorityLP') ?? '0.5';
  }
  return rules;
}

/** Freeform proposals change nothing on chain: they are enacted as soon as they pass. */
export const isAutoEnacted = (kind: ProposalKind) => kind === 'newFreeform';

/** New ERC-20 assets wait for the validators to check the token before voting opens. */
export const needsNodeValidation = (kind: ProposalKind) => kind === 'newAsset';
