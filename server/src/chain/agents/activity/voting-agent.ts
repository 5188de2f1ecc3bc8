import type { ProposalEntry } from '../../engine/governance/proposal-entry.ts';
import { PARENT_TAG } from '../../engine/lifecycle/market-lifecycle.ts';
import { marketsAtCap } from './market-population.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { NS, partiesOf } from './agent-helpers.ts';

/**
 * How token holders lean on the n-th proposal that opens: most pass; some are voted down by a
 * large holder (majority not reached); some only interest small holders (participation not
 * reached).
 */
const MOODS = ['pass', 'pass', 'voted-down', 'pass', 'ignored', 'pass', 'voted-down'] as const;
/**
 * Market updates after the first: token holders leave two in three to the market's liquidity
 * providers (too few tokens vote), who carry one (`lp-yes`) and turn down the next (`lp-no`);
 * the third follows the usual moods.
 */
const UPDATE_MOODS = [undefined, 'lp-yes', 'lp-no'] as const;
type Mood = (typeof MOODS)[number] | 'lp-yes' | 'lp-no';

/** Chance per block that a holder who means to vote does so (most vote in the first minute). */
const VOTE_CHANCE = 1 / 25;

const vote = (party: string, proposalId: string, yes: boolean) =>
  tx(party, 'voteSubmission', { proposalId, value: yes ? 'VALUE_YES' : 'VALUE_NO' });

const isSuccessor = (e: ProposalEntry) =>
  e.proposal.terms.newMarket?.changes.metadata.some((t) => t.startsWith(PARENT_TAG)) ?? false;

function hasVoted(entry: ProposalEntry, party: string) {
  return entry.yes.has(party) || entry.no.has(party);
}

/** The holders who vote on a proposal in this mood, and how (true = yes). */
function intentions(state: NetworkState, entry: ProposalEntry, mood: Mood): [string, boolean][] {
  if (mood === 'ignored') return [];
  if (mood === 'lp-yes' || mood === 'lp-no') {
    const marketId = entry.proposal.terms.updateMarket?.marketId;
    const providers = marketId ? state.governance.liquidity.forMarket(marketId) : [];
    return providers.map((lp) => [lp.partyId, mood === 'lp-yes']);
  }
  const whales = partiesOf(state, ['whale']).map((p) => p.id);
  const dissenter = whales[entry.openIndex % whales.length];
  const others = partiesOf(state, ['validator-operator', 'market-maker', 'liquidity-provider']);
  return [
    ...others.map((p, i): [string, boolean] => [p.id, (i + entry.openIndex) % 9 !== 0]),
    ...whales
      .filter((w) =>
        mood === 'voted-down' ? w === dissenter : (entry.openIndex + whales.indexOf(w)) % 2 === 0,
      )
      .map((w): [string, boolean] => [w, mood !== 'voted-down']),
  ];
}

function votesOn(state: NetworkState, entry: ProposalEntry, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const id = entry.proposal.id;
  // The next expiry of a running future (a successor) has everyone's support.
  const successor = entry.proposal.terms.newMarket?.changes.metadata.some((t) =>
    t.startsWith(PARENT_TAG),
  );
  // A market beyond what the network takes is voted down.
  const surplus =
    entry.kind === 'newMarket' && !successor && marketsAtCap(state, entry.proposal.id);
  // Moods follow the community's proposals in the order they opened (successors aside).
  let index = 0;
  for (const p of state.governance.proposals.values())
    if (p.openIndex >= 0 && p.openIndex < entry.openIndex && !isSuccessor(p)) index++;
  let updates = 0;
  for (const p of state.governance.proposals.values())
    if (p.kind === 'updateMarket' && p.openIndex >= 0 && p.openIndex < entry.openIndex) updates++;
  const lpMood =
    entry.kind === 'updateMarket' && updates > 0 ? UPDATE_MOODS[updates % 3] : undefined;
  const mood: Mood = successor
    ? 'pass'
    : surplus
      ? 'voted-down'
      : (lpMood ?? MOODS[index % MOODS.length]!);
  const intended = intentions(state, entry, mood);
  for (const [party, yes] of intended) {
    if (!hasVoted(entry, party) && rng.chance(VOTE_CHANCE)) out.push(vote(party, id, yes));
  }
  // Small holders trickle in whatever the mood, mostly in favour.
  if (rng.chance(0.3))
    out.push(vote(rng.pick(partiesOf(state, ['trader'])).id, id, rng.chance(0.7)));
  // Now and then a voter changes their mind (the latest vote counts); small holders only, and
  // not the providers deciding a market update.
  const deciding = new Set(lpMood ? intended.map(([p]) => p) : []);
  if (rng.chance(0.04)) {
    const voted = [...entry.yes.keys(), ...entry.no.keys()].filter(
      (p) => state.governance.associatedStake(p) < 100_000n * 10n ** 18n && !deciding.has(p),
    );
    if (voted.length) {
      const party = rng.pick(voted);
      out.push(vote(party, id, !entry.yes.has(party)));
    }
  }
  return out;
}

/**
 * Votes for the block on every open proposal, plus the occasional vote that fails: by a key
 * holding no tokens, or on a proposal whose vote already closed.
 */
export function voteTxs(state: NetworkState, height: bigint, now: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const seconds = now / NS;
  const gov = state.governance;
  let closed: ProposalEntry | undefined;
  for (const entry of gov.proposals.values()) {
    if (entry.proposal.state === 'STATE_OPEN' && entry.closeAt > seconds)
      out.push(...votesOn(state, entry, rng));
    else if (entry.openIndex >= 0 && entry.proposal.state !== 'STATE_OPEN') closed = entry;
  }
  if (closed && rng.chance(0.02))
    out.push(vote(rng.pick(partiesOf(state, ['trader'])).id, closed.proposal.id, true));
  const open = [...gov.active]
    .map((id) => gov.proposals.get(id)!)
    .filter((e) => e.proposal.state === 'STATE_OPEN');
  if (open.length && rng.chance(0.015))
    out.push(vote(sha3Hex('fresh-voter', height.toString()), rng.pick(open).proposal.id, true));
  return out;
}
