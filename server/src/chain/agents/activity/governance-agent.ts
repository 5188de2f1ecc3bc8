import type { ProposalSubmission } from '#contract/commands/governance-commands.ts';
import type { ProposalTerms } from '#contract/proposal-terms.ts';
import { type ProposalKind, rulesOf } from '../../engine/governance/proposal-kinds.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { ceilSeconds, partiesOf } from './agent-helpers.ts';
import { isRunning, isTrading, PARENT_TAG } from '../../engine/lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../../engine/state/market-runtime.ts';
import { expiresBeforeOpening, maturityOf } from './market-maturity.ts';
import { newMarketTerms, successorTerms, updateMarketTerms } from './market-proposals.ts';
import {
  freeformTerms,
  networkParameterTerms,
  newAssetTerms,
  updateAssetTerms,
} from './other-proposals.ts';

/**
 * The first proposals of a chain, so every kind of effect shows early: asset, market,
 * parameter, and an update of the market that expires first, whose enactment comes after its
 * expiry (it fails, as such late updates do on the real network).
 */
const FIRST_KINDS: readonly ProposalKind[] = [
  'newAsset',
  'newMarket',
  'updateNetworkParameter',
  'updateMarket',
  'newFreeform',
];
const LATE_UPDATE_INDEX = 3;
/** …and one that closes too soon (REJECTED at submission), as newcomers' proposals do. */
const TOO_SOON_INDEX = 4;

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

/**
 * Whether the network already runs as many markets as it takes, not counting `except` (a
 * proposed market asking for a place). Proposed and pending markets count (they exist from
 * their vote on); settled, closed or rejected ones do not: successors take their place.
 */
export function marketsAtCap(state: NetworkState, except?: string): boolean {
  const running = state.markets.filter((m) => isRunning(m) && m.id !== except).length;
  return running >= state.genesis.markets.length + MAX_NEW_MARKETS;
}

/**
 * A proposal every ~10–25 blocks (the first soon after the genesis deposits): with votes
 * closing after 2–3 minutes and enactment 1–3 minutes later, some proposals are always open
 * and some always wait for their enactment, as on a busy network.
 */
function proposalDue(state: NetworkState, height: bigint, rng: Rng): boolean {
  let last: bigint | undefined;
  for (const p of state.governance.proposals.values()) last = p.submittedHeight;
  if (last === undefined) return rng.chance(0.25);
  const since = height - last;
  return since >= 25n || (since >= 10n && rng.chance(1 / 8));
}

/** How long before a market expires its successor is proposed (vote 2–3 min, enactment 3+). */
const SUCCESSOR_LEAD_NS = 330n * 1_000_000_000n;
const GIVEN_UP = new Set(['STATE_REJECTED', 'STATE_DECLINED', 'STATE_FAILED']);

/**
 * A trading market close to its expiry that no live proposal succeeds yet. A listing that
 * expires before it opens has nothing to hand on: it gets no successor.
 */
function successorDue(state: NetworkState, now: bigint): MarketRuntime | undefined {
  const proposed = new Set<string>();
  for (const p of state.governance.proposals.values()) {
    const tags = p.proposal.terms.newMarket?.changes.metadata ?? [];
    const parent = tags.find((t) => t.startsWith(PARENT_TAG));
    if (parent && !GIVEN_UP.has(p.proposal.state)) proposed.add(parent.slice(PARENT_TAG.length));
  }
  return state.markets.find((m) => {
    const maturity = isTrading(m) ? maturityOf(state, m) : undefined;
    if (maturity === undefined || expiresBeforeOpening(state, m)) return false;
    return maturity - now <= SUCCESSOR_LEAD_NS && !proposed.has(m.id);
  });
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
): PendingTx[] {
  const parent = successorDue(state, now);
  if (parent) return [proposalTx(state, height, now, rng, parent)];
  return proposalDue(state, height, rng) ? [proposalTx(state, height, now, rng)] : [];
}
