// What a transaction changed, named and linked: delegations link the validator (by
// name) and the party's delegations, chain events the deposit they credited, votes the
// proposal by its title, and a declined proposal's enactment is never called done.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '#contract/governance.ts';
import { notFoundResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { COMMANDS } from '../decode/command-fixtures.ts';
import { DERIVED_ID, makeTx, NODE, PARTY, PROPOSAL, SIGNATURE, USDC } from '../mocks.ts';
import { connection } from '../testing.tsx';
import { TransactionOutcome } from './transaction-outcome.tsx';

const node = { id: NODE, name: 'Tern Validation', pubKey: 'aa'.repeat(32) };
const nodes = () => ({ nodes: connection([nodeRecord()]) });
function nodeRecord() {
  const zero = { total: 0, offline: 0, online: 0 };
  const score = { stakeScore: '0', performanceScore: '0', rankingScore: '0', votingPower: 0 };
  return {
    ...node,
    tmPubKey: '',
    ethereumAddress: '',
    infoUrl: '',
    location: '',
    stakedByOperator: '0',
    stakedByDelegates: '0',
    stakedTotal: '0',
    maxIntendedStake: '0',
    pendingStake: '0',
    epochData: zero,
    status: 'NODE_STATUS_VALIDATOR',
    delegations: [],
    rewardScore: {
      rawValidatorScore: '0',
      performanceScore: '0',
      multisigScore: '0',
      validatorScore: '0',
      normalisedScore: '0',
      validatorStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    },
    rankingScore: {
      ...score,
      previousStatus: 'VALIDATOR_NODE_STATUS_TENDERMINT',
      status: 'VALIDATOR_NODE_STATUS_TENDERMINT',
    },
    avatarUrl: '',
  };
}

const proposal = (state: Proposal['state'], id = PROPOSAL): Proposal => ({
  id,
  reference: 'r',
  partyId: PARTY,
  state,
  timestamp: '1767225600000000000',
  terms: {
    closingTimestamp: '1767229200',
    enactmentTimestamp: '1767232800',
    validationTimestamp: '0',
    updateNetworkParameter: { changes: { key: 'a.b', value: '1' } },
  },
  rationale: { title: 'Raise the maker fee', description: '' },
  requiredParticipation: '0.00001',
  requiredMajority: '0.66',
});

const governances =
  (state: Proposal['state'], id = PROPOSAL) =>
  () => ({
    connection: connection([
      { proposal: proposal(state, id), yes: [], no: [], yesParty: {}, noParty: {} },
    ]),
  });

describe('TransactionOutcome', () => {
  it('a delegation links the validator by name and the party’s delegations', async () => {
    stubFetch({ '/api/v2/nodes': nodes });
    const tx = makeTx('delegateSubmission', COMMANDS.delegateSubmission);
    renderWithProviders(<TransactionOutcome tx={tx} />);
    // The first render pays for the modules' import: a longer wait on a busy machine.
    const validator = await screen.findByRole(
      'link',
      { name: 'Tern Validation' },
      { timeout: 5_000 },
    );
    expect(validator.getAttribute('href')).toBe(`/validators/${NODE}`);
    expect(validator.getAttribute('title')).toBe(NODE);
    const party = screen.getByRole('link', { name: /^e1e1e1/ });
    expect(party.getAttribute('href')).toBe(`/parties/${tx.submitter}?tab=delegations`);
    expect(screen.queryByText(/creates no record/)).toBeNull();
  });

  it('a chain event links the deposit it credited', async () => {
    stubFetch({
      [`/api/v2/deposit/${DERIVED_ID}`]: () => ({
        deposit: {
          id: DERIVED_ID,
          status: 'STATUS_FINALIZED',
          partyId: PARTY,
          asset: USDC,
          amount: '1000000000',
          txHash: '',
          creditedTimestamp: '1767225600000000000',
          createdTimestamp: '1767225600000000000',
        },
      }),
      '/api/v2/assets': () => ({
        assets: connection([
          {
            id: USDC,
            status: 'STATUS_ENABLED',
            details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
          },
        ]),
      }),
    });
    const tx = makeTx('chainEvent', COMMANDS.chainEvent, { signature: sigOf(SIGNATURE) });
    renderWithProviders(<TransactionOutcome tx={tx} />);
    const link = await screen.findByRole('link', { name: /^1f3e71/ });
    expect(link.getAttribute('href')).toBe(`/deposits/${DERIVED_ID}`);
    expect(await screen.findByText('1,000 USDC')).toBeTruthy();
    expect(screen.queryByText(/creates no record/)).toBeNull();
  });

  it('a vote names its proposal by title', async () => {
    stubFetch({ '/api/v2/governances': governances('STATE_OPEN') });
    renderWithProviders(
      <TransactionOutcome tx={makeTx('voteSubmission', COMMANDS.voteSubmission)} />,
    );
    const link = await screen.findByRole('link', { name: 'Raise the maker fee' });
    expect(link.getAttribute('href')).toBe(`/governance/${PROPOSAL}`);
  });

  it('a declined proposal’s enactment reads as not enacted, never “Enacted”', async () => {
    // The proposal's id is the first id derived from the transaction's signature.
    stubFetch({ '/api/v2/governances': governances('STATE_DECLINED', DERIVED_ID) });
    const tx = makeTx('proposalSubmission', COMMANDS.proposalSubmission, {
      signature: sigOf(SIGNATURE),
    });
    renderWithProviders(<TransactionOutcome tx={tx} />);
    expect(await screen.findByText(/Not enacted \(was scheduled/)).toBeTruthy();
    expect(screen.queryByText(/^Enacted/)).toBeNull();
  });

  it('a withdrawal this node does not have (404) says so under its derived id', async () => {
    stubFetch({ [`/api/v2/withdrawal/${DERIVED_ID}`]: () => notFoundResponse() });
    const tx = makeTx('withdrawSubmission', COMMANDS.withdrawSubmission, {
      signature: sigOf(SIGNATURE),
    });
    renderWithProviders(<TransactionOutcome tx={tx} />);
    expect(await screen.findByText('This node has no withdrawal with that id.')).toBeTruthy();
    const link = screen.getByRole('link', { name: /^1f3e71/ });
    expect(link.getAttribute('href')).toBe(`/withdrawals/${DERIVED_ID}`);
    expect(screen.queryByText(/^Status:/)).toBeNull();
  });

  it('a transfer missing from its submitter’s transfers says so, with no status', async () => {
    stubFetch({ '/api/v2/transfers': () => ({ transfers: connection([]) }) });
    const tx = makeTx('transfer', COMMANDS.transfer, { signature: sigOf(SIGNATURE) });
    renderWithProviders(<TransactionOutcome tx={tx} />);
    expect(await screen.findByText('This node lists no transfer with that id.')).toBeTruthy();
    expect(screen.getByText(/^Transfer id \(derived from the signature\)/)).toBeTruthy();
    expect(screen.queryByText(/^Status:/)).toBeNull();
  });
});

function sigOf(value: string) {
  return { value, algo: 'net/ed25519', version: 1 };
}
