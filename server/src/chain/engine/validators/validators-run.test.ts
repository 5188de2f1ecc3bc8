import { beforeAll, describe, expect, it } from 'vitest';
import type { BlockOutput } from '../block/block-output.ts';
import { runBlock } from '../../run-block.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { loadGenesis } from '../../../node/genesis-file.ts';
import { NetworkState } from '../state/network-state.ts';
import { nodeRecords } from './node-record.ts';
import { associatedStake } from './stake-source.ts';
import { policyLimit } from './spam/spam-policies.ts';

const START = 1_767_225_600_000_000_000n; // 2026-01-01T00:00:00Z
const BLOCKS = 400;

const OWN_TYPES = [
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
];

interface Run {
  state: NetworkState;
  outs: BlockOutput[];
}

let run: Run;
const violations: string[] = [];

/** Invariants of the validator side, checked after every block. */
function check(state: NetworkState, out: BlockOutput) {
  const v = state.validators;
  const records = nodeRecords(state);
  for (const n of records)
    if (BigInt(n.stakedByOperator) + BigInt(n.stakedByDelegates) !== BigInt(n.stakedTotal))
      violations.push(`${out.height}: stake sum of ${n.id}`);
  const staked = records.reduce((s, n) => s + BigInt(n.stakedTotal), 0n);
  const delegated = v.delegations.all().reduce((s, e) => s + e.active, 0n);
  if (staked !== delegated) violations.push(`${out.height}: node stakes ≠ delegations`);
  if (
    v.inTier('tendermint').length > Number(state.params.get('network.validators.tendermint.number'))
  )
    violations.push(`${out.height}: too many consensus validators`);
  for (const [policy, byParty] of v.spam.counts)
    for (const [party, count] of byParty)
      if (count > policyLimit(state, policy).maxForEpoch)
        violations.push(`${out.height}: ${party} over ${policy}`);
  if (out.validators.epochs.length > 1)
    for (const e of v.delegations.all())
      if (v.delegations.partyNextTotal(e.party) > associatedStake(state, e.party))
        violations.push(`${out.height}: ${e.party} delegates more than associated`);
  const rewards = out.ledgerMovements.some((m) =>
    m.entries.some((e) => e.type === 'TRANSFER_TYPE_REWARD_PAYOUT'),
  );
  if (rewards && out.validators.epochs.length < 2)
    violations.push(`${out.height}: payout mid-epoch`);
}

beforeAll(async () => {
  const genesis: Genesis = await loadGenesis();
  const state = new NetworkState(genesis, START);
  const outs: BlockOutput[] = [];
  for (let h = 1n; h <= BigInt(BLOCKS); h++) {
    const out = runBlock(state, 'validators', h, START + h * 1_000_000_000n, 1000);
    check(state, out);
    outs.push(out);
  }
  run = { state, outs };
}, 120_000);

describe('the validator side of a default run', () => {
  it('sends every validator and delegation command, some failing for realistic reasons', () => {
    const txs = run.outs.flatMap((o) => o.transactions);
    for (const type of OWN_TYPES) {
      expect(
        txs.some((t) => t.type === type && t.code === 0),
        `${type} succeeds`,
      ).toBe(true);
      // Early in a run (the last kind to start, Ethereum key rotations, starts at block 110).
      expect(txs.find((t) => t.type === type)!.blockHeight).toBeLessThan(150n);
    }
    const failed = new Set(
      txs.filter((t) => t.code !== 0 && OWN_TYPES.includes(t.type)).map((t) => t.type),
    );
    for (const type of [
      'Delegate',
      'Issue Signatures',
      'Register new Node',
      'Protocol Upgrade',
      'Key Rotate Submission',
      'Ethereum Key Rotate Submission',
      'State Variable Proposal',
      'Node Vote',
    ])
      expect(failed.has(type), `${type} fails sometimes`).toBe(true);
    expect(txs.some((t) => t.code === 89)).toBe(true);
  });

  it('advances epochs at the first block past the expiry', () => {
    const epochs = run.outs.flatMap((o) => o.validators.epochs.map((e) => ({ at: o.height, e })));
    expect(
      epochs.map(({ at, e }) => [at, e.seq, e.timestamps.firstBlock, e.timestamps.lastBlock]),
    ).toEqual([
      [1n, '1', '1', '0'],
      [301n, '1', '1', '301'],
      [301n, '2', '302', '0'],
    ]);
    expect(run.state.validators.epoch.seq).toBe(2n);
  });

  it('takes a snapshot at every interval, the agreed upgrade block flagged', () => {
    const snapshots = run.outs
      .filter((o) => o.validators.snapshot)
      .map((o) => [o.height, o.validators.snapshot]);
    expect(snapshots).toEqual([[300n, { coreVersion: 'v0.71.4', protocolUpgradeBlock: true }]]);
    expect(run.state.validators.upgrades.coreVersion).toBe('v0.71.5');
  });

  it('pays rewards at the epoch end and moves nodes between tiers', () => {
    const end = run.outs[300]!;
    const types = new Set(end.ledgerMovements.flatMap((m) => m.entries.map((e) => e.type)));
    expect(types).toContain('TRANSFER_TYPE_REWARD_PAYOUT');
    expect(types).toContain('TRANSFER_TYPE_INFRASTRUCTURE_FEE_DISTRIBUTE');
    const moved = [...run.state.validators.nodes.values()].filter(
      (n) => n.status !== n.previousStatus,
    );
    expect(moved.length).toBeGreaterThan(0);
  });

  it('keeps its invariants at every block', () => {
    expect(violations).toEqual([]);
    const totals = run.state.collateral.totalsByAsset();
    for (const [asset, net] of run.state.collateral.netDepositsByAsset())
      expect(totals.get(asset) ?? 0n).toBe(net);
  });
});
