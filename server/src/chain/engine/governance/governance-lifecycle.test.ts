import { beforeEach, describe, expect, it } from 'vitest';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { chainEvent } from '../commands/chain-event-handlers.ts';
import type { NetworkState } from '../state/network-state.ts';
import { onNodeVote } from './node-votes.ts';
import {
  attempt,
  NS,
  partyIds,
  proposeAt,
  T0,
  testState,
  tickAt,
  txContext,
  voteAt,
} from './test-support.ts';

let state: NetworkState;
let whales: string[];

beforeEach(async () => {
  state = await testState();
  whales = partyIds(state, 'whale');
});

const propose = (change: Partial<ProposalTerms>, close?: bigint, enact?: bigint) =>
  proposeAt(state, change, close, enact);
const vote = (party: string, id: string, yes: boolean) => voteAt(state, party, id, yes);
/** The end of a block at `seconds` after T0. */
const tick = (seconds: bigint, height?: bigint) => tickAt(state, seconds, height);

const stateOf = (id: string) => state.governance.proposals.get(id)!.proposal;

describe('the proposal lifecycle', () => {
  it('passes at closing time and changes the parameter at enactment', () => {
    const id = propose({
      updateNetworkParameter: { changes: { key: 'transfer.fee.factor', value: '0.002' } },
    });
    vote(whales[0]!, id, true);
    vote(whales[1]!, id, true);
    expect(tick(100n).governance.proposals.size).toBe(0);
    const closed = tick(131n);
    expect(stateOf(id).state).toBe('STATE_PASSED');
    // The votes are re-sent with their final weights.
    const weights = [...closed.governance.votes.values()].map((v) =>
      Number(v.vote.totalGovernanceTokenWeight),
    );
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(state.params.get('transfer.fee.factor')).toBe('0.001');
    const enacted = tick(191n);
    expect(stateOf(id).state).toBe('STATE_ENACTED');
    expect(state.params.get('transfer.fee.factor')).toBe('0.002');
    expect(enacted.governance.networkParameters.get('transfer.fee.factor')).toBe('0.002');
    expect(state.governance.active.has(id)).toBe(false);
  });

  it('declines when a large holder votes no (majority) or too few tokens vote (participation)', () => {
    const a = propose({ newFreeform: {} });
    vote(whales[0]!, a, true);
    vote(whales[1]!, a, false);
    vote(whales[2]!, a, false);
    const b = propose({ newFreeform: {} });
    vote(partyIds(state, 'trader')[0]!, b, true);
    tick(131n);
    expect(stateOf(a)).toMatchObject({
      state: 'STATE_DECLINED',
      reason: 'PROPOSAL_ERROR_MAJORITY_THRESHOLD_NOT_REACHED',
    });
    expect(stateOf(b)).toMatchObject({
      state: 'STATE_DECLINED',
      reason: 'PROPOSAL_ERROR_PARTICIPATION_THRESHOLD_NOT_REACHED',
    });
  });

  it('enacts a freeform proposal as soon as it passes', () => {
    const id = propose({ newFreeform: {} });
    vote(whales[0]!, id, true);
    tick(131n);
    expect(stateOf(id).state).toBe('STATE_ENACTED');
  });

  it('lists a new asset: node vote, vote, enactment, then the bridge listing enables it', () => {
    const address = `0x${'4'.repeat(40)}`;
    const id = propose({
      newAsset: {
        changes: {
          name: 'Chainlink',
          symbol: 'LINK',
          decimals: '18',
          quantum: '1000000000000000000',
          erc20: { contractAddress: address, lifetimeLimit: '10', withdrawThreshold: '1' },
        },
      },
    });
    expect(stateOf(id).state).toBe('STATE_WAITING_FOR_NODE_VOTE');
    expect(attempt(() => vote(whales[0]!, id, true))).toBe('proposal not found');
    expect(onNodeVote(state, id)).toBe(true);
    expect(onNodeVote(state, 'ab'.repeat(32))).toBe(false);
    tick(2n, 2n);
    expect(stateOf(id).state).toBe('STATE_OPEN');
    vote(whales[0]!, id, true);
    tick(131n);
    const enacted = tick(191n);
    expect(stateOf(id).state).toBe('STATE_ENACTED');
    expect(enacted.governance.assets.get(id)?.status).toBe('STATUS_PENDING_LISTING');
    const validator = state.genesis.validators[0]!.pubKey;
    const ctx = txContext(state, validator, T0 + 200n * NS);
    chainEvent(ctx, {
      txId: '0x01',
      nonce: '1',
      erc20: { index: '0', block: '1', assetList: { netAssetId: id, assetSource: address } },
    });
    expect(ctx.out.governance.assets.get(id)?.status).toBe('STATUS_ENABLED');
    expect(state.governance.assets.isEnabled(id)).toBe(true);
    expect(state.assetDecimals.get(id)).toBe(18);
  });

  it('opens a new asset after the fallback blocks, or rejects it when the token does not exist', () => {
    const good = propose({
      newAsset: {
        changes: {
          name: 'Uniswap',
          symbol: 'UNI',
          decimals: '18',
          quantum: '1',
          erc20: {
            contractAddress: `0x${'6'.repeat(40)}`,
            lifetimeLimit: '1',
            withdrawThreshold: '1',
          },
        },
      },
    });
    const bad = propose({
      newAsset: {
        changes: {
          name: 'Nothing',
          symbol: 'NIL',
          decimals: '18',
          quantum: '1',
          erc20: {
            contractAddress: `0x${'0'.repeat(40)}`,
            lifetimeLimit: '1',
            withdrawThreshold: '1',
          },
        },
      },
    });
    const submitted = state.governance.proposals.get(good)!.submittedHeight;
    tick(2n, submitted + 1n);
    expect([stateOf(good).state, stateOf(bad).state]).toEqual([
      'STATE_WAITING_FOR_NODE_VOTE',
      'STATE_WAITING_FOR_NODE_VOTE',
    ]);
    tick(6n, submitted + 5n);
    expect(stateOf(good).state).toBe('STATE_OPEN');
    expect(stateOf(bad)).toMatchObject({
      state: 'STATE_REJECTED',
      reason: 'PROPOSAL_ERROR_NODE_VALIDATION_FAILED',
    });
  });
});
