import type { ProposalSubmission } from '#contract/commands/governance-commands.ts';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { type ProposalKind, rulesOf } from '../../engine/governance/proposal-kinds.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { ceilSeconds, NS, partiesOf } from './agent-helpers.ts';
import { isTrading, PARENT_TAG } from '../../engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import { maturityOf } from './market-maturity.ts';
import { marketsAtCap, successorDue } from './market-population.ts';
import { newMarketTerms, successorTerms, updateMarketTerms } from './market-proposals.ts';
import {
  freeformTerms,
  networkParameterTerms,
  newAssetTerms,
  updateAssetTerms,
} from './other-proposals.ts';

/**
 * The first proposals of a chain, so every kind of effect shows early: asset, market,
 * parameter, an update of the market that expires first, whose enactment comes after its
 * expiry (it fails, as such late updates do on the real network), and a second market that
 * too few token holders vote on (voting-agent.ts: declined, the market REJECTED, its line taken
 * up by another proposal), then an asset update.
 */
const FIRST_KINDS: readonly ProposalKind[] = [
  'newAsset',
  'newMarket',
  'updateNetworkParameter',
  'updateMarket',
  'newFreeform',
  'newMarket',
  'updateAsset',
];
const LATE_UPDATE_INDEX = 3;
/** …and one that closes too soon (REJECTED at submission), as newcomers' proposals do. */
const TOO_SOON_INDEX = 4;
/** …and the asset update is of an ERC-20 asset, so its bridge limits change (a limits bundle). */
const ASSET_UPDATE_INDEX = 6;

/** The trading market that expires first. */
function firstToExpire(state: NetworkState): MarketRuntime | undefined {
  let first: { market: MarketRuntime; at: bigint } | undefined;
  for (const market of state.markets.filter(isTrading)) {
    const at = maturityOf(state, market);
    if (at !== undefined && (!first || at < first.at)) first = { market, at };
  }
  return first?.market;
}
const KIND_WEIGHTS: readonly [ProposalKind, number][] = [
  ['newMarket', 20],
  ['updateMarket', 15],
  ['newAsset', 12],
  ['updateAsset', 10],
  ['updateNetworkParameter', 25],
  ['newFreeform', 18],
];
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

/**
 * A proposal every ~10–25 seconds of chain time (the first soon after the genesis deposits),
 * whatever the block time: with votes closing after 2–3 minutes and enactment 1–3 minutes
 * later, some proposals are always open and some always wait for their enactment, as on a busy
 * network.
 */
function proposalDue(state: NetworkState, now: bigint, rng: Rng, blockSeconds: number): boolean {
  let last: string | undefined;
  for (const p of state.governance.proposals.values()) last = p.proposal.timestamp;
  if (last === undefined) return rng.chance(0.25);
  const since = (now - BigInt(last)) / NS;
  return since >= 25n || (since >= 10n && rng.chance(blockSeconds / 8));
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
function proposalTx(
  state: NetworkState,
  height: bigint,
  now: bigint,
  rng: Rng,
  parent?: MarketRuntime,
): PendingTx {
  // Position among the community's proposals (successors come on their own schedule).
  let index = 0;
  for (const p of state.governance.proposals.values())
    if (!p.proposal.terms.newMarket?.changes.metadata.some((t) => t.startsWith(PARENT_TAG)))
      index++;
  const picked = parent
    ? 'newMarket'
    : index < FIRST_KINDS.length
      ? FIRST_KINDS[index]!
      : pickKind(rng);
  // At the cap new markets are still proposed now and then; token holders vote them down
  // (voting-agent.ts), and the proposed market is REJECTED.
  const kind =
    picked === 'newMarket' && !parent && marketsAtCap(state) && rng.chance(0.5)
      ? 'updateMarket'
      : picked;
  const invalid = !parent && index >= FIRST_KINDS.length && rng.chance(INVALID_SHARE);
  const breach =
    index === TOO_SOON_INDEX
      ? 'close-soon'
      : invalid && kind !== 'newFreeform' && rng.chance(0.4)
        ? 'change'
        : invalid
          ? rng.pick(['close-soon', 'enact-early', 'no-tokens'] as const)
          : undefined;
  const { title, ...change } = parent
    ? successorTerms(state, parent)
    : index === LATE_UPDATE_INDEX && kind === 'updateMarket'
      ? updateMarketTerms(state, rng, false, firstToExpire(state))
      : index === ASSET_UPDATE_INDEX && kind === 'updateAsset'
        ? updateAssetTerms(state, rng, false, true)
        : changeOf(state, kind, rng, breach === 'change');
  const rules = rulesOf(state.params, kind);
  const start = ceilSeconds(now);
  let close = start + BigInt(Math.ceil(rules.minClose)) + BigInt(rng.int(5, 45));
  // A successor is enacted as soon as it may be, to take over before its parent expires.
  // The first proposals are enacted soon after their vote (their effects show early), later
  // ones wait 1–3 minutes, so some always wait for enactment.
  const wait =
    index < FIRST_KINDS.length && index !== LATE_UPDATE_INDEX ? rng.int(5, 40) : rng.int(120, 180);
  let enact = close + (parent ? 1n : BigInt(wait));
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
  blockSeconds: number,
): PendingTx[] {
  const parent = successorDue(state, now);
  if (parent) return [proposalTx(state, height, now, rng, parent)];
  return proposalDue(state, now, rng, blockSeconds) ? [proposalTx(state, height, now, rng)] : [];
}
