import { beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from './engine/genesis/genesis-schema.ts';
import { loadGenesis } from '../node/genesis-file.ts';
import { runBlock } from './run-block.ts';
import { NetworkState } from './engine/state/network-state.ts';
import { snapshotState } from './engine/state/state-snapshot.ts';

const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
/** 10-minute blocks, as the restart bench makes them: an epoch (1 h) ends every six blocks. */
const INTERVAL_MS = 600_000;
const INTERVAL_NS = BigInt(INTERVAL_MS) * 1_000_000n;

let genesis: Genesis;
beforeAll(async () => {
  genesis = await loadGenesis();
});

/**
 * A restart replays stored blocks only to rebuild the state (node/chain-runner.ts): run without
 * records, a block must leave exactly the state and block hash it leaves with them, and derive
 * none of the API records the store already holds (replay time).
 */
describe('a block replayed without records', () => {
  it('leaves the same state and hash as the block made with them, and no records', () => {
    const made = new NetworkState(genesis, START);
    const replayed = new NetworkState(genesis, START);
    const seen = { entries: 0, accounts: 0, epochs: 0, nodes: 0, delegations: 0 };
    for (let h = 1n; h <= 40n; h++) {
      const time = START + h * INTERVAL_NS;
      const out = runBlock(made, 'replay', h, time, INTERVAL_MS);
      const again = runBlock(replayed, 'replay', h, time, INTERVAL_MS, false);
      expect(again.header?.hash, `block ${h}`).toBe(out.header?.hash);
      expect(again.transactions.map((t) => t.hash)).toEqual(out.transactions.map((t) => t.hash));
      seen.entries += out.ledgerEntries.length;
      seen.accounts += out.accounts.length;
      seen.epochs += out.validators.epochs.length;
      seen.nodes += out.validators.nodes.length;
      seen.delegations += out.validators.delegations.length;
      expect(again.ledgerEntries).toEqual([]);
      expect(again.ledgerMovements).toEqual([]);
      expect(again.accounts).toEqual([]);
      expect(again.validators.epochs).toEqual([]);
      expect(again.validators.nodes).toEqual([]);
      expect(again.validators.delegations).toEqual([]);
      expect(again.validators.spam).toEqual([]);
    }
    // The chain made them (epochs ended, funds moved): the replay skipped real work.
    expect(seen.epochs).toBeGreaterThanOrEqual(6);
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
    // The whole state, ledger sequence numbers included, is the same.
    expect(replayed).toStrictEqual(made);
    expect(snapshotState(replayed).stateHash).toBe(snapshotState(made).stateHash);
  }, 120_000);
});
