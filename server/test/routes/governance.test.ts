import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  governanceDataConnectionResponseSchema,
  governanceDataResponseSchema,
} from '#contract/governance.ts';
import { votesResponseSchema } from '#contract/vote.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { expectError, expectWalkCovers, getJson, walk } from './page-walk.ts';

let t: ChainTestApp;
const get = (url: string) => getJson(t.app, url);
const UNKNOWN_ID = 'ab'.repeat(32);

interface ProposalRow {
  id: string;
  party_id: string;
  reference: string;
  state: string;
  type: string;
}
/** Proposal ids straight from the table, newest first (seq descending). */
async function sqlProposalIds(where = 'TRUE', params: unknown[] = []): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    `SELECT id FROM proposals WHERE ${where} ORDER BY seq DESC`,
    params,
  );
  return rows.map((r) => r.id);
}
async function listProposalIds(query: string): Promise<string[]> {
  const res = await get(`/api/v2/governances?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const { connection } = governanceDataConnectionResponseSchema.parse(res.json());
  return connection.edges.map((e) => e.node.proposal.id);
}
const voteKey = (v: { proposalId: string; partyId: string }) => `${v.proposalId}/${v.partyId}`;
async function listVoteKeys(query: string): Promise<string[]> {
  const res = await get(`/api/v2/votes?pagination.first=5000&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return votesResponseSchema.parse(res.json()).votes.edges.map((e) => voteKey(e.node));
}
async function sqlVoteKeys(column: string, value: string): Promise<string[]> {
  const rows = await t.db.query<{ proposal_id: string; party_id: string }>(
    `SELECT proposal_id, party_id FROM votes WHERE ${column} = $1 ORDER BY seq DESC`,
    [value],
  );
  return rows.map((r) => `${r.proposal_id}/${r.party_id}`);
}

let proposals: ProposalRow[];
/** 300 blocks: the first market update (proposed about a minute in) has closed its 2–3 minute vote. */
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 300 });
  proposals = await t.db.query<ProposalRow>(
    'SELECT id, party_id, reference, state, type FROM proposals ORDER BY seq DESC',
  );
}, 600_000);
afterAll(async () => t?.close());

describe('GET /api/v2/governances', () => {
  it('lists every proposal newest first under `connection`', async () => {
    expect(proposals.length).toBeGreaterThan(0);
    expect(await listProposalIds('')).toEqual(proposals.map((p) => p.id));
  });

  it('filters by state (name or integer), type, proposer and reference as SQL says', async () => {
    for (const state of new Set(proposals.map((p) => p.state))) {
      const expected = await sqlProposalIds('state = $1', [state]);
      expect(await listProposalIds(`proposalState=${state}`)).toEqual(expected);
    }
    expect(await listProposalIds('proposalState=2')).toEqual(
      await sqlProposalIds("state = 'STATE_OPEN'"),
    );
    for (const type of new Set(proposals.map((p) => p.type))) {
      expect(await listProposalIds(`proposalType=${type}`)).toEqual(
        await sqlProposalIds('type = $1', [type]),
      );
    }
    // TYPE_ALL and the zero values filter nothing.
    const all = proposals.map((p) => p.id);
    expect(await listProposalIds('proposalType=TYPE_ALL')).toEqual(all);
    expect(await listProposalIds('proposalState=STATE_UNSPECIFIED')).toEqual(all);
    const p = proposals[0]!;
    expect(await listProposalIds(`proposerPartyId=${p.party_id}`)).toEqual(
      await sqlProposalIds('party_id = $1', [p.party_id]),
    );
    expect(await listProposalIds(`proposalReference=${encodeURIComponent(p.reference)}`)).toEqual(
      await sqlProposalIds('reference = $1', [p.reference]),
    );
  });

  it('walks forwards without duplicates', async () => {
    const walked = await walk<{ proposal: { id: string } }>(t.app, '/api/v2/governances', {
      key: 'connection',
      size: 2,
    });
    expectWalkCovers(
      walked.map((g) => g.proposal.id),
      proposals.map((p) => p.id),
    );
  });

  it('refuses bad enums and malformed ids with 400', async () => {
    expectError(await get('/api/v2/governances?proposalState=STATE_NOPE'), 400);
    expectError(await get('/api/v2/governances?proposalType=99'), 400);
    expectError(await get('/api/v2/governances?proposerPartyId=xyz'), 400);
  });
});

describe('GET /api/v2/governance', () => {
  it('finds one proposal by id or by reference', async () => {
    const p = proposals[proposals.length - 1]!;
    const byId = await get(`/api/v2/governance?proposalId=${p.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    const data = governanceDataResponseSchema.parse(byId.json()).data;
    expect(data.proposal.id).toBe(p.id);
    const [row] = await t.db.query<{ governance_data: string }>(
      'SELECT governance_data FROM proposals WHERE id = $1',
      [p.id],
    );
    expect(data).toEqual(JSON.parse(row!.governance_data));
    const byRef = await get(`/api/v2/governance?reference=${encodeURIComponent(p.reference)}`);
    expect(byRef.statusCode, byRef.body).toBe(200);
    expect(governanceDataResponseSchema.parse(byRef.json()).data.proposal.reference).toBe(
      p.reference,
    );
  });

  it('400 10022 without id or reference, 400 on a malformed id, 404 when unknown', async () => {
    expect(expectError(await get('/api/v2/governance'), 400).code).toBe(10022);
    expectError(await get('/api/v2/governance?proposalId=nothex'), 400);
    expectError(await get(`/api/v2/governance?proposalId=${UNKNOWN_ID}`), 404);
    expectError(await get('/api/v2/governance?reference=no-such-reference'), 404);
  });
});

describe('GET /api/v2/votes', () => {
  it('filters by party and by proposal as SQL says', async () => {
    const [vote] = await t.db.query<{ proposal_id: string; party_id: string }>(
      'SELECT proposal_id, party_id FROM votes ORDER BY seq LIMIT 1',
    );
    const proposalId = vote?.proposal_id ?? proposals[0]!.id;
    const partyId = vote?.party_id ?? proposals[0]!.party_id;
    expect(await listVoteKeys(`proposalId=${proposalId}`)).toEqual(
      await sqlVoteKeys('proposal_id', proposalId),
    );
    expect(await listVoteKeys(`partyId=${partyId}`)).toEqual(
      await sqlVoteKeys('party_id', partyId),
    );
    const both = await listVoteKeys(`partyId=${partyId}&proposalId=${proposalId}`);
    expect(both).toEqual(vote ? [voteKey({ proposalId, partyId })] : []);
  });

  it('walks forwards without duplicates', async () => {
    const [top] = await t.db.query<{ proposal_id: string }>(
      'SELECT proposal_id FROM votes GROUP BY proposal_id ORDER BY count(*) DESC LIMIT 1',
    );
    const proposalId = top?.proposal_id ?? proposals[0]!.id;
    const walked = await walk<{ proposalId: string; partyId: string }>(
      t.app,
      `/api/v2/votes?proposalId=${proposalId}`,
      { key: 'votes', size: 2 },
    );
    expectWalkCovers(walked.map(voteKey), await sqlVoteKeys('proposal_id', proposalId));
  });

  it("answers a market update's votes with the voters' equity-like share weights", async () => {
    // The first market update whose vote closed: its votes carry each voter's share of the
    // market's liquidity (providers only), known from the close on.
    const [closed] = await t.db.query<{ id: string }>(
      `SELECT id FROM proposals
        WHERE type = 'TYPE_UPDATE_MARKET' AND state NOT IN ('STATE_OPEN', 'STATE_REJECTED')
        ORDER BY seq LIMIT 1`,
    );
    expect(closed, 'a market update closed within the run').toBeDefined();
    const proposal = await get(`/api/v2/governance?proposalId=${closed!.id}`);
    const { marketId } = governanceDataResponseSchema.parse(proposal.json()).data.proposal.terms
      .updateMarket!;
    const providers = new Set(
      (
        await t.db.query<{ party_id: string }>(
          'SELECT party_id FROM liquidity_provisions WHERE market_id = $1',
          [marketId],
        )
      ).map((r) => r.party_id),
    );
    const res = await get(`/api/v2/votes?proposalId=${closed!.id}&pagination.first=5000`);
    expect(res.statusCode, res.body).toBe(200);
    const votes = votesResponseSchema.parse(res.json()).votes.edges.map((e) => e.node);
    const weighted = votes.filter((v) => v.totalEquityLikeShareWeight !== '0');
    expect(weighted.length).toBeGreaterThan(0);
    for (const v of weighted) expect(providers.has(v.partyId), v.partyId).toBe(true);
    const total = weighted.reduce((s, v) => s + Number(v.totalEquityLikeShareWeight), 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(1);
  });

  it('400 10024 without party or proposal, 400 on malformed ids', async () => {
    expect(expectError(await get('/api/v2/votes'), 400).code).toBe(10024);
    expectError(await get('/api/v2/votes?partyId=zz'), 400);
    expectError(await get('/api/v2/votes?proposalId=12'), 400);
  });
});
