import { RewardMetrics } from './reward-metrics.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { DelegationBook } from './delegation-book.ts';
import { MultisigState } from './multisig-state.ts';
import { genesisNodes, type NodeState, type ValidatorTier } from './node-state.ts';
import { UpgradeState } from './protocol-upgrade.ts';
import { ProposerRotation } from './proposer.ts';
import { SpamState } from './spam/spam-state.ts';
import { StateVarRounds } from './state-vars.ts';

/** The epoch in progress. Epoch 1 starts with the first block (its times are set then). */
export interface EpochState {
  seq: bigint;
  started: boolean;
  startTime: bigint;
  expiryTime: bigint;
  firstBlock: bigint;
}

/** The node's stake in the epoch in progress and the next one, from the delegation book. */
export interface NodeStake {
  operator: bigint;
  delegates: bigint;
  total: bigint;
  nextOperator: bigint;
  nextTotal: bigint;
}

/**
 * Validators, delegations and epochs (D8), the multisig and witness flows, floating-point
 * consensus, protocol upgrades and spam counters: everything of the network's validator side.
 */
export class ValidatorsState {
  readonly nodes = new Map<string, NodeState>();
  readonly delegations = new DelegationBook();
  readonly epoch: EpochState = {
    seq: 1n,
    started: false,
    startTime: 0n,
    expiryTime: 0n,
    firstBlock: 1n,
  };
  readonly multisig = new MultisigState();
  readonly stateVars = new StateVarRounds();
  readonly upgrades = new UpgradeState();
  readonly spam = new SpamState();
  /** Fees and traded value the market reward pools pay on at the epoch end. */
  readonly rewardMetrics = new RewardMetrics();
  /** Block time (Unix ns) of the last checkpoint (checkpoint.ts); 0n before the first epoch. */
  lastCheckpoint = 0n;
  /** Who proposes each block (CometBFT's weighted round robin over the consensus set). */
  readonly proposers = new ProposerRotation();
  /** Nodes whose record of the epoch in progress changed since it was last written. */
  readonly dirtyNodes = new Set<string>();

  constructor(genesis: Genesis) {
    for (const node of genesisNodes(genesis.validators)) this.nodes.set(node.id, node);
    // A validator's own stake is its operator's delegation to it (as the reference stores it).
    for (const v of genesis.validators)
      if (BigInt(v.stakedByOperator) > 0n)
        this.delegations.seed(v.pubKey, v.id, BigInt(v.stakedByOperator));
    for (const p of genesis.parties)
      for (const d of p.staking.delegations)
        this.delegations.seed(p.id, d.nodeId, BigInt(d.amount));
  }

  /** The node whose current key is `pubKey` (validator commands are signed with it). */
  nodeByKey(pubKey: string): NodeState | undefined {
    for (const node of this.nodes.values()) if (node.pubKey === pubKey) return node;
    return undefined;
  }

  inTier(tier: ValidatorTier): NodeState[] {
    return [...this.nodes.values()].filter((n) => n.status === tier);
  }

  stakeOf(node: NodeState): NodeStake {
    const stake: NodeStake = {
      operator: 0n,
      delegates: 0n,
      total: 0n,
      nextOperator: 0n,
      nextTotal: 0n,
    };
    for (const e of this.delegations.forNode(node.id)) {
      if (e.party === node.operator) {
        stake.operator += e.active;
        stake.nextOperator += e.next;
      } else stake.delegates += e.active;
      stake.total += e.active;
      stake.nextTotal += e.next;
    }
    return stake;
  }

  markDirty(nodeId: string): void {
    this.dirtyNodes.add(nodeId);
  }
}
