import { beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../node/genesis-file.ts';
import { NetworkState } from './engine/state/network-state.ts';
import type { BlockOutput } from './engine/block/block-output.ts';
import { runBlock } from './run-block.ts';

const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
const INTERVAL_MS = 1000;
// Long enough that every command, the rarer transfer cancellation too, is used at least once.
const BLOCKS = 200;

let genesis: Genesis;
beforeAll(async () => {
  genesis = await loadGenesis();
});

function simulate(
  seed: string,
  blocks: number,
  check?: (state: NetworkState, out: BlockOutput) => void,
) {
  const state = new NetworkState(genesis, START);
  const hashes: string[] = [];
  for (let h = 1n; h <= BigInt(blocks); h++) {
    const out = runBlock(state, seed, h, START + h * 1_000_000_000n, INTERVAL_MS);
    hashes.push(out.header!.hash);
    check?.(state, out);
  }
  return { state, hashes };
}

describe('the simulated chain', () => {
  it('is deterministic: the same seed gives the same block hashes, another seed others', () => {
    const a = simulate('alpha', 80);
    const b = simulate('alpha', 80);
    const c = simulate('beta', 80);
    expect(b.hashes).toEqual(a.hashes);
    expect(c.hashes[79]).not.toBe(a.hashes[79]);
  });

  it('keeps the network invariants at every block', () => {
    let trades = 0;
    const kinds = new Set<string>();
    const { state } = simulate('invariants', BLOCKS, (s, out) => {
      // Per asset, all balances together equal deposits minus withdrawals.
      const totals = s.collateral.totalsByAsset();
      for (const [asset, net] of s.collateral.netDepositsByAsset())
        expect(totals.get(asset) ?? 0n).toBe(net);
      for (const a of s.collateral.accounts()) expect(a.balance >= 0n).toBe(true);
      for (const m of s.markets) {
        if (m.tradingMode === 'TRADING_MODE_CONTINUOUS') expect(m.book.isCrossed()).toBe(false);
      }
      for (const { trade } of out.trades) {
        expect(BigInt(trade.size) > 0n).toBe(true);
        // Self-trade prevention: a continuous trade is never between one party and itself.
        if (trade.aggressor !== 'SIDE_UNSPECIFIED') expect(trade.buyer).not.toBe(trade.seller);
      }
      trades += out.trades.length;
      for (const t of out.transactions) kinds.add(t.type);
    });
    // A lively network: every genesis market opened and trades, or expired and settled (the
    // first expires 240 s after genesis), with the order commands all used.
    const genesisMarkets = state.markets.filter((m) => genesis.markets.some((g) => g.id === m.id));
    for (const m of genesisMarkets)
      expect(['STATE_ACTIVE', 'STATE_SUSPENDED', 'STATE_SETTLED', 'STATE_CLOSED']).toContain(
        m.state,
      );
    expect(genesisMarkets.filter((m) => m.timestamps.open > 0n)).toHaveLength(
      genesis.markets.length,
    );
    expect(trades).toBeGreaterThan(300);
    expect([...kinds].sort()).toEqual(
      [
        'Amend Order',
        'Batch Market Instructions',
        'Cancel Order',
        'Chain Event',
        'Submit Order',
        // Governance, transfers, withdrawals, liquidity provisions, oracle data.
        'Proposal',
        'Vote on Proposal',
        'Transfer Funds',
        'Cancel Transfer Funds',
        'Withdraw',
        'Liquidity Provision Order',
        'Amend LiquidityProvision Order',
        'Cancel LiquidityProvision Order',
        'Submit Oracle Data',
        // Validators and delegation.
        'Delegate',
        'Undelegate',
        'Validator Heartbeat',
        'Register new Node',
        'Node Vote',
        'Node Signature',
        'Issue Signatures',
        'Key Rotate Submission',
        'Ethereum Key Rotate Submission',
        'State Variable Proposal',
        'Protocol Upgrade',
      ].sort(),
    );
  });

  it('credits every genesis deposit exactly once', () => {
    const { state } = simulate('deposits', 20);
    const expected = new Map<string, bigint>();
    for (const p of genesis.parties)
      for (const d of p.deposits)
        expected.set(d.assetId, (expected.get(d.assetId) ?? 0n) + BigInt(d.amount));
    // Less what was withdrawn since (withdrawals leave at once; rejected ones move nothing).
    for (const { record: w } of state.governance.withdrawals.byId.values())
      if (w.status !== 'STATUS_REJECTED')
        expected.set(w.asset, (expected.get(w.asset) ?? 0n) - BigInt(w.amount));
    expect(new Map(state.collateral.netDepositsByAsset())).toEqual(expected);
  });
});
