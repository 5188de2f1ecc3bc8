import type { Connection } from '#contract/connection.ts';
import type { GovernanceData, Proposal } from '#contract/governance.ts';
import type { Vote } from '#contract/vote.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';
import { WhereBuilder } from './where-builder.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

export interface GovernanceFilter {
  state?: Proposal['state'] | undefined;
  /** A `TYPE_*` name as the chain writes it in `proposals.type`; undefined = every type. */
  type?: string | undefined;
  partyId?: string | undefined;
  reference?: string | undefined;
}

export interface VoteFilter {
  partyId?: string | undefined;
  proposalId?: string | undefined;
}

interface SeqRow {
  seq: string;
  record: string;
}

// The chain keeps each proposal's GovernanceData (proposal + votes) current: served as written.
const toGovernanceData = (row: { record: string }) => JSON.parse(row.record) as GovernanceData;
const toVote = (row: { record: string }) => JSON.parse(row.record) as Vote;

/** Proposals as GovernanceData, newest first by `seq` (the order they were submitted). */
export async function listGovernanceData(
  db: Queryable,
  filter: GovernanceFilter,
  page: PageRequest,
): Promise<Connection<GovernanceData>> {
  const w = new WhereBuilder()
    .equals('state', filter.state)
    .equals('type', filter.type)
    .equals('party_id', filter.partyId)
    .equals('reference', filter.reference);
  return fetchPage<SeqRow, GovernanceData>(
    db,
    {
      select: 'SELECT seq, governance_data AS record FROM proposals',
      where: w.where,
      params: w.params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: toGovernanceData,
    },
    page,
  );
}

/** One proposal's GovernanceData by id or by reference; undefined when there is none. */
export async function getGovernanceData(
  db: Queryable,
  by: { id: string } | { reference: string },
): Promise<GovernanceData | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['reference', by.reference];
  // References are not unique on chain: the first proposal that used one wins.
  const [row] = await db.query<{ record: string }>(
    `SELECT governance_data AS record FROM proposals WHERE ${column} = $1 ORDER BY seq LIMIT 1`,
    [value],
  );
  return row && toGovernanceData(row);
}

/** The vote that counts per (proposal, party), newest first by when it was cast. */
export async function listVotes(
  db: Queryable,
  filter: VoteFilter,
  page: PageRequest,
): Promise<Connection<Vote>> {
  const w = new WhereBuilder()
    .equals('party_id', filter.partyId)
    .equals('proposal_id', filter.proposalId);
  return fetchPage<SeqRow, Vote>(
    db,
    {
      select: 'SELECT seq, record FROM votes',
      where: w.where,
      params: w.params,
      key: [{ sql: 'seq', numeric: true }],
      keyOf: (r) => [r.seq],
      toNode: toVote,
    },
    page,
  );
}

/** The proposals the block made or moved on (their `seq`, list order, is given at creation). */
export const proposalRows: BlockTableRows = (out, { height }) => ({
  table: 'proposals',
  columns: [
    'seq',
    'id',
    'party_id',
    'reference',
    'state',
    'type',
    'record',
    'governance_data',
    'timestamp_ns',
    'updated_height',
  ],
  rows: [...out.governance.proposals.values()].map(({ seq, type, data }) => [
    seq,
    data.proposal.id,
    data.proposal.partyId,
    data.proposal.reference,
    data.proposal.state,
    type,
    json(data.proposal),
    json(data),
    data.proposal.timestamp,
    height,
  ]),
  upsert: { key: ['id'], update: ['state', 'record', 'governance_data', 'updated_height'] },
});

/** The votes the block took: a party's latest vote on a proposal replaces its earlier one. */
export const voteRows: BlockTableRows = (out) => ({
  table: 'votes',
  columns: ['proposal_id', 'party_id', 'seq', 'value', 'record'],
  rows: [...out.governance.votes.values()].map(({ seq, vote }) => [
    vote.proposalId,
    vote.partyId,
    seq,
    vote.value,
    json(vote),
  ]),
  upsert: { key: ['proposal_id', 'party_id'], update: ['seq', 'value', 'record'] },
});
