import { beforeEach, describe, expect, it } from 'vitest';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { BlockOutput } from '../block/block-output.ts';
import { chainEvent } from '../commands/chain-event-handlers.ts';
import type { NetworkState } from '../state/network-state.ts';
import { governanceTick } from './governance-tick.ts';
import { onNodeVote } from './node-votes.ts';
import { submitProposal, submitVote } from './proposal-handlers.ts';
import { attempt, NS, partyIds, START, testState, txContext } from './test-support.ts';

const T0 = START + 10n * NS;
const t0 = T0 / NS;

let state: NetworkState;
let whales: string[];

beforeEach(async () => {
  state = await testState();
  whales = partyIds(state, 'whale');
});

function propose(change: Partial<ProposalTerms>, close = 130n, enact = 190n): string {
  const ctx = txContext(state, whales[0]!, T0);
  submitProposal(ctx, {
    reference: 'r',
    terms: {
      closingTimestamp: (t0 + close).toString(),
      enactmentTimestamp: (t0 + enact).toString(),
      validationTimestamp: change.newAsset ? (t0 + 30n).toString() : '0',
      ...change,
    },
    rationale: { title: 'title', description: '' },
  });
  return [...ctx.out.governance.proposals.keys()][0]!;
}

const vote = (party: string, id: string, yes: boolean) =>
  submitVote(txContext(state, party, T0 + NS), {
    proposalId: id,
    value: yes ? 'VALUE_YES' : 'VALUE_NO',
  });

/** The end of a block at `seconds` after T0. */
function tick(seconds: bigint, height = 100n): BlockOutput {
  const out = new BlockOutput(height, T0 + seconds * NS);
  governanceTick(state, out.timeNs, out);
  return out;
}

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
