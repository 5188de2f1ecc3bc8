import type { ProposalSubmission } from '#contract/commands/governance-commands.ts';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { type ProposalKind, rulesOf } from '../../engine/governance/proposal-kinds.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { ceilSeconds, partiesOf } from './agent-helpers.ts';
import { newMarketTerms, updateMarketTerms } from './market-proposals.ts';
import {
  freeformTerms,
  networkParameterTerms,
  newAssetTerms,
  updateAssetTerms,
} from './other-proposals.ts';

/** The first proposals of a chain, so every kind of effect shows early: asset, market, parameter. */
const FIRST_KINDS: readonly ProposalKind[] = ['newAsset', 'newMarket', 'updateNetworkParameter'];
const KIND_WEIGHTS: readonly [ProposalKind, number][] = [
  ['newMarket', 20],
  ['updateMarket', 15],
  ['newAsset', 12],
  ['updateAsset', 10],
  ['updateNetworkParameter', 25],
  ['newFreeform', 18],
];
/**
 * Markets governance may add to the genesis ones before new-market proposals give way to market
 * updates. Every market adds its trading, positions and mark-to-market to each block; without
 * a cap a long run would add a market every couple of hundred blocks and slow down for ever
 * (the real network settles and delists markets; ours do not expire yet).
 */
const MAX_NEW_MARKETS = 2;
/** Share of proposals that break a rule (rejected at submission or by the validators). */
const INVALID_SHARE = 0.2;

function pickKind(rng: Rng): ProposalKind {
  let roll = rng.next() * KIND_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [kind, weight] of KIND_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'newFreeform';
}

/** Markets listed or on their way (an open or passed new-market proposal counts too). */
function marketsAtCap(state: NetworkState): boolean {
  let coming = 0;
  for (const p of state.governance.proposals.values())
    if (
      p.kind === 'newMarket' &&
      ['STATE_OPEN', 'STATE_PASSED', 'STATE_WAITING_FOR_NODE_VOTE'].includes(p.proposal.state)
    )
      coming++;
  return state.markets.length + coming >= state.genesis.markets.length + MAX_NEW_MARKETS;
}

/** A proposal every ~20–40 blocks (the first soon after the genesis deposits). */
function proposalDue(state: NetworkState, height: bigint, rng: Rng): boolean {
  let last: bigint | undefined;
  for (const p of state.governance.proposals.values()) last = p.submittedHeight;
  if (last === undefined) return rng.chance(0.25);
  const since = height - last;
  return since >= 40n || (since >= 20n && rng.chance(1 / 12));
}

function changeOf(state: NetworkState, kind: ProposalKind, rng: Rng, invalid: boolean) {
  switch (kind) {
    case 'newMarket':
      return newMarketTerms(state, rng, invalid);
    case 'updateMarket':
      return updateMarketTerms(state, rng, invalid);
    case 'newAsset':
      return newAssetTerms(state, rng, invalid);
    case 'updateAsset':
      return updateAssetTerms(state, rng, invalid);
    case 'updateNetworkParameter':
      return networkParameterTerms(state, rng, invalid);
    case 'newFreeform':
      return freeformTerms(rng);
  }
}

/**
 * One proposal of a random kind by a token holder, with closing and enactment times a little
 * beyond the minimums. Some break a rule: timing out of bounds, a proposer without tokens (a
 * fresh key), or an invalid change.
 */
function proposalTx(state: NetworkState, height: bigint, now: bigint, rng: Rng): PendingTx {
  const index = state.governance.proposals.size;
  const picked = index < FIRST_KINDS.length ? FIRST_KINDS[index]! : pickKind(rng);
  const kind = picked === 'newMarket' && marketsAtCap(state) ? 'updateMarket' : picked;
  const invalid = index >= FIRST_KINDS.length && rng.chance(INVALID_SHARE);
  const breach =
    invalid && kind !== 'newFreeform' && rng.chance(0.4)
      ? 'change'
      : invalid
        ? rng.pick(['close-soon', 'enact-early', 'no-tokens'] as const)
        : undefined;
  const { title, ...change } = changeOf(state, kind, rng, breach === 'change');
  const rules = rulesOf(state.params, kind);
  const start = ceilSeconds(now);
  let close = start + BigInt(Math.ceil(rules.minClose)) + BigInt(rng.int(5, 45));
  let enact = close + BigInt(rng.int(5, 40));
  const minEnact = start + BigInt(Math.ceil(rules.minEnact)) + BigInt(rng.int(1, 20));
  if (enact < minEnact) enact = minEnact;
  if (kind === 'newFreeform') enact = close;
  if (breach === 'close-soon') close = start + 30n;
  if (breach === 'enact-early' && kind !== 'newFreeform') enact = close - 15n;
  const holders = partiesOf(state, [
    'whale',
    'market-maker',
    'liquidity-provider',
    'validator-operator',
  ])
    .map((p) => p.id)
    .filter((id) => state.governance.associatedStake(id) >= rules.minProposerBalance);
  const proposer =
    breach === 'no-tokens' || holders.length === 0
      ? sha3Hex('fresh-wallet', height.toString())
      : rng.pick(holders);
  const terms: ProposalTerms = {
    closingTimestamp: close.toString(),
    enactmentTimestamp: enact.toString(),
    validationTimestamp: kind === 'newAsset' ? (start + BigInt(rng.int(10, 30))).toString() : '0',
    ...change,
  };
  const body: ProposalSubmission = {
    reference: `${kind}-${sha3Hex(proposer, height.toString()).slice(0, 12)}`,
    terms,
    rationale: {
      title,
      description: `${title}. Proposed by the community; see the forum thread for the discussion.`,
    },
  };
  return tx(proposer, 'proposalSubmission', body);
}

/** Governance activity of a block: maybe a new proposal, and the votes on open ones. */
export function proposalTxs(
  state: NetworkState,
  height: bigint,
  now: bigint,
  rng: Rng,
): PendingTx[] {
  return proposalDue(state, height, rng) ? [proposalTx(state, height, now, rng)] : [];
}
