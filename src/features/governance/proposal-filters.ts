import { GovernanceProposalType, ProposalState } from '#contract/enums.ts';

/** URL words for enum names: "STATE_OPEN" ↔ "open", "TYPE_NETWORK_PARAMETERS" ↔ "network-parameters". */
function toWord(name: string, prefix: string): string {
  return name.slice(prefix.length).toLowerCase().replace(/_/g, '-');
}

function option<N extends string>(name: N, prefix: string) {
  return { name, word: toWord(name, prefix) };
}

export const STATE_OPTIONS = ProposalState.names
  .filter((n) => n !== 'STATE_UNSPECIFIED')
  .map((n) => option(n, 'STATE_'));

export const TYPE_OPTIONS = GovernanceProposalType.names
  .filter((n) => n !== 'TYPE_UNSPECIFIED' && n !== 'TYPE_ALL')
  .map((n) => option(n, 'TYPE_'));

export interface ProposalFilter {
  /** Enum names as the API takes them; undefined = any. */
  state: (typeof ProposalState.names)[number] | undefined;
  type: (typeof GovernanceProposalType.names)[number] | undefined;
}

/** Reads `?state=open&type=network-parameters`; unknown words mean "any". */
export function readProposalFilter(search: URLSearchParams): ProposalFilter {
  const state = search.get('state');
  const type = search.get('type');
  return {
    state: STATE_OPTIONS.find((o) => o.word === state)?.name,
    type: TYPE_OPTIONS.find((o) => o.word === type)?.name,
  };
}

/** The URL words of a filter, for paths.governance.href. */
export function proposalFilterWords(filter: ProposalFilter): { state?: string; type?: string } {
  return {
    ...(filter.state && { state: toWord(filter.state, 'STATE_') }),
    ...(filter.type && { type: toWord(filter.type, 'TYPE_') }),
  };
}
