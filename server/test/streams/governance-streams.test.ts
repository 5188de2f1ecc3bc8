import { afterEach, describe, expect, it } from 'vitest';
import { governanceDataSchema } from '#contract/governance.ts';
import { liquidityProvisionSchema, type LiquidityProvision } from '#contract/liquidity.ts';
import {
  STREAMS,
  governanceStreamResultSchema,
  liquidityProvisionsStreamResultSchema,
  votesStreamResultSchema,
} from '#contract/stream-messages.ts';
import { parseStreamForm, toStreamForm } from '#contract/stream-decode.ts';
import { ProposalState, VoteValue } from '#contract/enums.ts';
import { voteSchema, type Vote } from '#contract/vote.ts';
import { Topic } from '../../src/streams/publish-block.ts';
import { StreamDetailCode } from '../../src/streams/routes/stream-filters.ts';
import { expectRefused, resultsOf, settle } from './chain-streams.ts';
import { meta, startStreamApp, type StreamApp } from './stream-app.ts';
import { StreamClient } from './ws-client.ts';

// The chain does not publish these topics yet; the tests publish stream-encoded items
// themselves (the app needs no database for streams without a snapshot).
let server: StreamApp | undefined;
const clients: StreamClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  await server?.close();
  server = undefined;
});
async function open(path: string) {
  server ??= await startStreamApp();
  const client = await StreamClient.connect(server.url(path));
  clients.push(client);
  return client;
}

const id = (n: number) => n.toString(16).padStart(64, '0');
const vote = (party: number, proposal: number): Vote => ({
  partyId: id(party),
  value: 'VALUE_YES',
  proposalId: id(proposal),
  timestamp: '1767225600000000000',
  totalGovernanceTokenBalance: '100',
  totalGovernanceTokenWeight: '0.5',
  totalEquityLikeShareWeight: '0',
});
const provision = (n: number, party: number, market: number): LiquidityProvision => ({
  id: id(n),
  partyId: id(party),
  createdAt: '1',
  updatedAt: '1',
  marketId: id(market),
  commitmentAmount: '1000',
  fee: '0.01',
  sells: [],
  buys: [],
  version: '1',
  status: 'STATUS_ACTIVE',
  reference: '',
});

describe('votes stream', () => {
  it('needs partyId or proposalId (error 10024)', async () => {
    const message = await expectRefused(
      await open(STREAMS.votes.path),
      3,
      StreamDetailCode.MISSING_PROPOSAL_ID_OR_PARTY_ID,
    );
    expect(message).toMatch(/proposal id or party id/);
  });

  it('sends one vote per message, of the party and, given both, of the proposal', async () => {
    const byParty = await open(`${STREAMS.votes.path}?partyId=${id(1)}`);
    const byBoth = await open(`${STREAMS.votes.path}?partyId=${id(1)}&proposalId=${id(7)}`);
    const votes = [vote(1, 7), vote(2, 7), vote(1, 8)];
    server!.hub.publish(
      Topic.votes,
      votes.map((v) => toStreamForm(voteSchema, v)),
      meta(1),
    );
    await settle(byParty, () => byParty.messages.length, 2);
    await settle(byBoth, () => byBoth.messages.length, 1);
    expect(resultsOf(byParty, votesStreamResultSchema).map((r) => r.vote)).toEqual([
      votes[0],
      votes[2],
    ]);
    expect(resultsOf(byBoth, votesStreamResultSchema).map((r) => r.vote)).toEqual([votes[0]]);
    // Enums travel as integers.
    const wire = byParty.messages[0] as { result: { vote: { value: unknown } } };
    expect(wire.result.vote.value).toBe(VoteValue.toNumber('VALUE_YES'));
  });
});

describe('liquidity provisions stream', () => {
  it('batches the provisions of the market and party as {liquidityProvisions}', async () => {
    const client = await open(
      `${STREAMS.liquidityProvisions.path}?marketId=${id(9)}&partyId=${id(1)}`,
    );
    const items = [provision(1, 1, 9), provision(2, 2, 9), provision(3, 1, 8), provision(4, 1, 9)];
    server!.hub.publish(
      Topic.liquidityProvisions,
      items.map((p) => toStreamForm(liquidityProvisionSchema, p)),
      meta(1),
    );
    await settle(client, () => client.messages.length, 1);
    expect(resultsOf(client, liquidityProvisionsStreamResultSchema)).toEqual([
      { liquidityProvisions: [items[0], items[3]] },
    ]);
  });
});

describe('governance stream', () => {
  it('sends one {data: GovernanceData} per message, of the proposer when partyId is given', async () => {
    const all = await open(STREAMS.governance.path);
    const mine = await open(`${STREAMS.governance.path}?partyId=${id(5)}`);
    // Minimal proposals: the stream form leaves defaults out, the parser fills them in.
    const data = [5, 6].map((party, n) =>
      parseStreamForm(governanceDataSchema, {
        proposal: {
          id: id(100 + n),
          partyId: id(party),
          state: ProposalState.toNumber('STATE_OPEN'),
          timestamp: '1',
        },
      }),
    );
    server!.hub.publish(
      Topic.governance,
      data.map((d) => toStreamForm(governanceDataSchema, d)),
      meta(1),
    );
    await settle(all, () => all.messages.length, 2);
    await settle(mine, () => mine.messages.length, 1);
    expect(resultsOf(all, governanceStreamResultSchema).map((r) => r.data)).toEqual(data);
    expect(resultsOf(mine, governanceStreamResultSchema).map((r) => r.data)).toEqual([data[0]]);
  });
});
