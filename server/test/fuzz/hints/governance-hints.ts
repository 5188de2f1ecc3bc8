import type { RouteHint } from './route-hint.ts';

export const GOVERNANCE_HINTS: Record<string, RouteHint> = {
  // Either proposalId or reference; the fuzzer sends the id.
  '/api/v2/governance': { required: ['proposalId'] },
  // Either proposalId or partyId; the fuzzer sends the party.
  '/api/v2/votes': { required: ['partyId'] },
  '/api/v2/erc20/asset/limits/bundle': {
    neverOk:
      'answers only for an enacted ERC-20 asset-update proposal, which the fuzz chain does not make',
  },
};
