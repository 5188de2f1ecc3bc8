import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { governances } from '#contract/endpoints/governance.ts';
import type { Proposal } from '#contract/governance.ts';
import { endpointEvery } from '../endpoint/endpoint-pages.ts';

/** What pages need of a proposal to name it and say where it stands; typed from the contract. */
export interface ProposalEntity {
  id: Proposal['id'];
  /** The proposer's title: chain text, shown as text only. */
  title: Proposal['rationale']['title'];
  state: Proposal['state'];
  /** Unix seconds the change was scheduled for. */
  enactmentTimestamp: Proposal['terms']['enactmentTimestamp'];
  /** A freeform proposal changes nothing: it has no enactment to speak of. */
  freeform: boolean;
}

export const toProposalEntity = (p: Proposal): ProposalEntity => ({
  id: p.id,
  title: p.rationale.title,
  state: p.state,
  enactmentTimestamp: p.terms.enactmentTimestamp,
  freeform: p.terms.newFreeform !== undefined,
});

/** States change with votes and enactments: re-read more often than names. */
const PROPOSALS_STALE_MS = 15_000;

/** Every proposal (a network has a few hundred at most): titles and states for any page. */
export const proposalDirectoryQuery = () =>
  queryOptions({
    ...endpointEvery(governances),
    select: (every) => every.nodes.map((row) => toProposalEntity(row.proposal)),
    staleTime: PROPOSALS_STALE_MS,
  });

export type ProposalDirectory = ReadonlyMap<string, ProposalEntity>;

const EMPTY: ProposalDirectory = new Map();

/** Proposals by id; empty until loaded. */
export function useProposalDirectory(): { proposals: ProposalDirectory; pending: boolean } {
  const query = useQuery(proposalDirectoryQuery());
  const proposals = useMemo(
    () => (query.data ? new Map(query.data.map((p) => [p.id, p])) : EMPTY),
    [query.data],
  );
  return { proposals, pending: query.isPending };
}

/** A proposal's change never happens once it is declined, rejected or failed. */
export const NEVER_ENACTED = new Set<Proposal['state']>([
  'STATE_DECLINED',
  'STATE_REJECTED',
  'STATE_FAILED',
]);
