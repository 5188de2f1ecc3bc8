import { beforeAll, describe, expect, it } from 'vitest';
import type { GovernanceData } from '#contract/governance.ts';
import { loadGenesis } from '../node/genesis-file.ts';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { NetworkState } from './engine/state/network-state.ts';
import { runBlock } from './run-block.ts';

const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
/** The default history (HISTORY_BLOCKS) of the default seed, and one more seed. */
const BLOCKS = 400n;
const SEEDS = ['trading-network', 'lifecycles-1'];
const SCALE = 10n ** 16n;

let genesis: Genesis;
beforeAll(async () => {
  genesis = await loadGenesis();
});

/** A decimal string with up to 16 places as an integer × 10^16 (exact for API weights). */
function scaled(text: string): bigint {
  const [int = '0', frac = ''] = text.split('.');
  return BigInt(int) * SCALE + BigInt(frac.padEnd(16, '0'));
}

interface Decision {
  at: string;
  state: string;
  reason?: string;
}

/**
 * A market update whose vote closed in this block, checked against the rule worked out from
 * its votes: the token holders decide when the tokens that voted reach the required share of
 * all associated tokens; otherwise the market's providers do, each vote weighing the voter's
 * commitment / Σ commitments of the market's live provisions (virtual stake is the commitment:
 * no market growth is simulated). Returns the decision when the providers made it.
 */
function checkClosed(state: NetworkState, data: GovernanceData, at: string): Decision | undefined {
  const { proposal } = data;
  const marketId = proposal.terms.updateMarket!.marketId;
  const votes = [...data.yes, ...data.no];
  const tokens = votes.reduce((s, v) => s + BigInt(v.totalGovernanceTokenBalance), 0n);
  const supply = state.governance.staking.totalAssociated();
  const required = scaled(proposal.requiredParticipation);
  if (tokens * SCALE >= supply * required) return undefined;

  const provisions = state.governance.liquidity.forMarket(marketId);
  const total = provisions.reduce((s, lp) => s + BigInt(lp.commitmentAmount), 0n);
  const commitment = (party: string) =>
    provisions
      .filter((lp) => lp.partyId === party)
      .reduce((s, lp) => s + BigInt(lp.commitmentAmount), 0n);
  for (const v of votes) {
    const want = total === 0n ? 0n : (commitment(v.partyId) * SCALE) / total;
    expect(scaled(v.totalEquityLikeShareWeight), `${at}: ELS weight of ${v.partyId}`).toBe(want);
  }
  const yes = data.yes.reduce((s, v) => s + commitment(v.partyId), 0n);
  const voted = votes.reduce((s, v) => s + commitment(v.partyId), 0n);
  const participation = scaled(proposal.requiredLiquidityProviderParticipation!);
  const majority = scaled(proposal.requiredLiquidityProviderMajority!);
  const passes =
    voted > 0n && voted * SCALE >= total * participation && yes * SCALE > voted * majority;
  expect(proposal.state, `${at}: decided by the providers`).toBe(
    passes ? 'STATE_PASSED' : 'STATE_DECLINED',
  );
  return { at, state: proposal.state, reason: proposal.reason };
}

function lpDecisions(seed: string): Decision[] {
  const state = new NetworkState(genesis, START);
  const decisions: Decision[] = [];
  for (let h = 1n; h <= BLOCKS; h++) {
    const out = runBlock(state, seed, h, START + h * 1_000_000_000n, 1000);
    for (const { data } of out.governance.proposals.values()) {
      const { state: now, terms } = data.proposal;
      if (!terms.updateMarket || (now !== 'STATE_PASSED' && now !== 'STATE_DECLINED')) continue;
      // Only the block the vote closed in (a passed proposal is sent again when enacted).
      const entry = state.governance.proposals.get(data.proposal.id)!;
      if (entry.closeAt > (START + h * 1_000_000_000n) / 1_000_000_000n) continue;
      if (now === 'STATE_PASSED' && entry.proposal.state !== 'STATE_PASSED') continue;
      const decision = checkClosed(state, data, `seed ${seed}, block ${h}, ${data.proposal.id}`);
      if (decision) decisions.push(decision);
    }
  }
  return decisions;
}

describe('market updates decided by liquidity providers, over the default history', () => {
  it('has providers carry some updates and turn down others when token holders stay away', () => {
    const seen = SEEDS.flatMap(lpDecisions);
    // Each one was checked against the rule as it closed; both outcomes occur.
    expect(
      seen.filter((d) => d.state === 'STATE_PASSED').length,
      JSON.stringify(seen),
    ).toBeGreaterThan(0);
    expect(
      seen.filter((d) => d.state === 'STATE_DECLINED').length,
      JSON.stringify(seen),
    ).toBeGreaterThan(0);
  }, 180_000);
});
