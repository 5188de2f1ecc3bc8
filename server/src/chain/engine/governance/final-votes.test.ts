import { beforeEach, describe, expect, it } from 'vitest';
import type { Vote } from '#contract/vote.ts';
import type { NetworkState } from '../state/network-state.ts';
import { SNAPSHOT_CLASSES } from '../state/snapshot-classes.ts';
import { encodeGraph } from '../state/snapshot-codec.ts';
import { restoreState, snapshotState } from '../state/state-snapshot.ts';
import { attempt, partyIds, proposeAt, testState, tickAt, voteAt } from './test-support.ts';

/**
 * A proposal's votes leave the state once it is final (its last GovernanceData, with
 * the votes, is in that block's output for the store), so the state and its snapshots do not
 * grow with every vote ever cast.
 */
let state: NetworkState;
let whales: string[];

beforeEach(async () => {
  state = await testState();
  whales = partyIds(state, 'whale');
});

const propose = (s: NetworkState, freeform: boolean) =>
  proposeAt(
    s,
    freeform
      ? { newFreeform: {} }
      : { updateNetworkParameter: { changes: { key: 'transfer.fee.factor', value: '0.002' } } },
  );
const vote = (s: NetworkState, party: string, id: string, yes: boolean) =>
  attempt(() => voteAt(s, party, id, yes));
const tick = tickAt;

const entryOf = (id: string) => state.governance.proposals.get(id)!;
const heldVotes = (id: string) =>
  entryOf(id).yes.size + entryOf(id).no.size + entryOf(id).voteSeqs.size;
const voters = (votes: Vote[]) => votes.map((v) => v.partyId).sort();

describe('the votes of a final proposal', () => {
  it('leave the state when it is declined or enacted, after its last record took them', () => {
    const declined = propose(state, true);
    expect(vote(state, whales[0]!, declined, true)).toBeUndefined();
    expect(vote(state, whales[1]!, declined, false)).toBeUndefined();
    expect(vote(state, whales[2]!, declined, false)).toBeUndefined();
    const enacted = propose(state, true);
    expect(vote(state, whales[0]!, enacted, true)).toBeUndefined();
    const out = tick(state, 131n);
    expect(entryOf(declined).proposal.state).toBe('STATE_DECLINED');
    expect(entryOf(enacted).proposal.state).toBe('STATE_ENACTED');
    // The closing block's records hold every vote, as the store gets them.
    const last = out.governance.proposals.get(declined)!.data;
    expect(voters(last.yes)).toEqual([whales[0]!]);
    expect(voters(last.no)).toEqual([whales[1]!, whales[2]!].sort());
    expect(voters(out.governance.proposals.get(enacted)!.data.yes)).toEqual([whales[0]!]);
    expect(out.governance.votes.size).toBe(4);
    // The state does not keep them.
    expect(heldVotes(declined)).toBe(0);
    expect(heldVotes(enacted)).toBe(0);
    // A late vote is refused.
    expect(vote(state, whales[0]!, declined, true)).toBe('proposal not found');
  });

  it('stay while a passed proposal waits for its enactment, whose record still carries them', () => {
    const id = propose(state, false);
    expect(vote(state, whales[0]!, id, true)).toBeUndefined();
    expect(vote(state, whales[1]!, id, true)).toBeUndefined();
    tick(state, 131n);
    expect(entryOf(id).proposal.state).toBe('STATE_PASSED');
    expect(heldVotes(id)).toBe(4); // two votes, two vote row numbers
    const enacted = tick(state, 191n);
    expect(entryOf(id).proposal.state).toBe('STATE_ENACTED');
    expect(voters(enacted.governance.proposals.get(id)!.data.yes)).toEqual(
      [whales[0]!, whales[1]!].sort(),
    );
    expect(heldVotes(id)).toBe(0);
  });

  it('do not make the governance state bigger: closed with 1 vote or with many, the same bytes', async () => {
    const few = state;
    const many = await testState();
    const others = [
      ...partyIds(many, 'trader'),
      ...partyIds(many, 'market-maker'),
      ...partyIds(many, 'liquidity-provider'),
    ];
    for (const s of [few, many]) {
      for (let i = 0; i < 3; i++) {
        const id = propose(s, true);
        expect(vote(s, whales[0]!, id, true)).toBeUndefined();
        if (s === many) for (const p of others) vote(s, p, id, true);
      }
    }
    const held = (s: NetworkState) =>
      [...s.governance.proposals.values()].reduce((n, e) => n + e.yes.size, 0);
    expect(held(few)).toBe(3);
    expect(held(many)).toBeGreaterThan(30);
    const bytes = (s: NetworkState) => encodeGraph(s.governance, SNAPSHOT_CLASSES).length;
    tick(few, 131n);
    tick(many, 131n);
    for (const s of [few, many])
      for (const e of s.governance.proposals.values())
        expect(e.proposal.state).toBe('STATE_ENACTED');
    // Proposal ids differ between the two states, but all have the same length.
    expect(bytes(many)).toBe(bytes(few));
  });

  it('held in a snapshot taken before they were dropped at closing, are dropped on restore', () => {
    const id = propose(state, true);
    expect(vote(state, whales[0]!, id, true)).toBeUndefined();
    const closing = tick(state, 131n);
    const now = snapshotState(state);
    // An older snapshot: the same state with the final proposal's vote still held.
    const entry = entryOf(id);
    const kept = [...closing.governance.votes.values()][0]!.vote;
    entry.yes.set(whales[0]!, kept);
    entry.voteSeqs.set(whales[0]!, 1n);
    const old = snapshotState(state);
    expect(old.encoded.length).toBeGreaterThan(now.encoded.length);
    const restored = restoreState(old);
    expect(restored.governance.proposals.get(id)!.yes.size).toBe(0);
    expect(restored.governance.proposals.get(id)!.voteSeqs.size).toBe(0);
    expect(snapshotState(restored).encoded).toBe(now.encoded);
  });
});
