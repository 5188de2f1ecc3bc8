import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spamStatisticsResponseSchema } from '#contract/spam.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 120 });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

async function statistics(party: string) {
  const res = await get(`/statistics/spam/${party}`);
  expect(res.statusCode).toBe(200);
  const body = spamStatisticsResponseSchema.parse(res.json());
  expect(body.chainId).toBe(t.genesis.chainId);
  return body.statistics;
}

describe('GET /statistics/spam/{partyId}', () => {
  it('gives a party without activity zero counters and the limits of the epoch', async () => {
    const s = await statistics('5a'.repeat(32));
    const p = t.genesis.networkParameters;
    expect(s.epochSeq).toBe('1');
    expect(s.delegations).toEqual({
      countForEpoch: '0',
      maxForEpoch: p['spam.protection.max.delegations'],
      minTokensRequired: p['spam.protection.delegation.min.tokens'],
    });
    expect(s.proposals.maxForEpoch).toBe(p['spam.protection.max.proposals']);
    expect(s.transfers).toMatchObject({
      maxForEpoch: p['spam.protection.maxUserTransfersPerEpoch'],
      minTokensRequired: '0',
    });
    expect(s.nodeAnnouncements).toMatchObject({
      maxForEpoch: '1',
      minTokensRequired: p['reward.staking.delegation.minimumValidatorStake'],
    });
    expect(s.issueSignatures.minTokensRequired).toBe(p['spam.protection.minMultisigUpdates']);
    expect(s.votes).toEqual({ statistics: [], maxForEpoch: p['spam.protection.max.votes'] });
    expect(s.pow).toEqual({
      blockStates: [],
      numberOfPastBlocks: p['spam.pow.numberOfPastBlocks'],
    });
  });

  it('counts the delegation and vote commands the party got past spam protection this epoch', async () => {
    const rows = await t.db.query<{ submitter: string; type: string; record: string }>(
      `SELECT submitter, type, record FROM transactions
       WHERE type IN ('Delegate', 'Undelegate', 'Vote on Proposal') AND code <> 89`,
    );
    const delegator = rows.find((r) => r.type !== 'Vote on Proposal')!.submitter;
    const delegations = rows.filter(
      (r) => r.submitter === delegator && r.type !== 'Vote on Proposal',
    );
    expect((await statistics(delegator)).delegations.countForEpoch).toBe(
      String(delegations.length),
    );

    const voter = rows.find((r) => r.type === 'Vote on Proposal')!.submitter;
    const perProposal = new Map<string, number>();
    for (const r of rows.filter((r) => r.submitter === voter && r.type === 'Vote on Proposal')) {
      const id = (JSON.parse(r.record) as { command: { voteSubmission: { proposalId: string } } })
        .command.voteSubmission.proposalId;
      perProposal.set(id, (perProposal.get(id) ?? 0) + 1);
    }
    const votes = (await statistics(voter)).votes.statistics;
    expect(new Map(votes.map((v) => [v.proposal, Number(v.countForEpoch)]))).toEqual(perProposal);
  });

  it('reports the proof-of-work blocks of the last blocks the party used', async () => {
    const [busiest] = await t.db.query<{ submitter: string }>(
      `SELECT submitter FROM transactions WHERE type = 'Submit Order'
       GROUP BY submitter ORDER BY count(*) DESC, submitter LIMIT 1`,
    );
    const s = await statistics(busiest!.submitter);
    expect(s.pow.blockStates.length).toBeGreaterThan(0);
    expect(s.pow.blockStates.length).toBeLessThanOrEqual(100);
    const p = t.genesis.networkParameters;
    for (const b of s.pow.blockStates.slice(-5)) {
      // Transactions of block h + 1 prove work on block h.
      const [row] = await t.db.query<{ n: string; hash: string }>(
        `SELECT count(*)::text AS n, (SELECT hash FROM blocks WHERE height = $2) AS hash
         FROM transactions WHERE submitter = $1 AND block_height = $2::bigint + 1
           AND type NOT IN ('Validator Heartbeat', 'Node Vote', 'Node Signature', 'Chain Event',
             'State Variable Proposal', 'Key Rotate Submission', 'Ethereum Key Rotate Submission',
             'Protocol Upgrade')`,
        [busiest!.submitter, b.blockHeight],
      );
      expect(b).toMatchObject({
        blockHash: row!.hash,
        transactionsSeen: row!.n,
        difficulty: p['spam.pow.difficulty'],
        hashFunction: p['spam.pow.hashFunction'],
        txPerBlock: p['spam.pow.numberOfTxPerBlock'],
        increasingDifficulty: false,
      });
      expect(b.expectedDifficulty).toBe(p['spam.pow.difficulty']);
    }
  });

  it('answers 400 for a malformed party id', async () => {
    const res = await get('/statistics/spam/not-a-party');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
  });
});
