import { BridgeState } from '../bridge/bridge-state.ts';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { MarketLifecycleBook } from '../lifecycle/lifecycle-book.ts';
import { LiquidityBook } from '../liquidity/liquidity-book.ts';
import { OracleBook } from '../oracles/oracle-book.ts';
import { TransferBook } from '../transfers/transfer-book.ts';
import { WithdrawalBook } from '../withdrawals/withdrawal-book.ts';
import { AssetRegistry } from './asset-registry.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { dropVotesOfFinal } from './proposal-entry.ts';
import { StakingBook } from './staking.ts';

/**
 * Governance and the other party-driven parts of the network outside trading: proposals and
 * votes, associated stake, assets, transfers, withdrawals, liquidity provisions, oracle data
 * and the bridge. One field of NetworkState (`state.governance`).
 *
 * For other modules:
 *  - `associatedStake(party)`: governance tokens the party associated (voting weight, and the
 *    stake it can delegate); changed by stakingEvent chain events.
 *  - `onNodeVote(state, reference)` in node-votes.ts: a validator confirmed a new asset.
 *  - `liquidity.suppliedStake(marketId)`: Σ live liquidity commitments of a market.
 */
export class GovernanceState {
  readonly assets: AssetRegistry;
  readonly staking: StakingBook;
  /** Every proposal by id, in submission order. */
  readonly proposals = new Map<string, ProposalEntry>();
  /** Proposals not in a final state yet, in submission order. */
  readonly active = new Set<string>();
  /** How many proposals reached OPEN. */
  openedCount = 0;
  readonly transfers = new TransferBook();
  readonly withdrawals = new WithdrawalBook();
  readonly liquidity = new LiquidityBook();
  readonly oracles = new OracleBook();
  /** Markets' termination, settlement and close (lifecycle/). */
  readonly lifecycle = new MarketLifecycleBook();
  readonly bridge: BridgeState;

  constructor(genesis: Genesis) {
    this.assets = new AssetRegistry(genesis.assets);
    this.staking = new StakingBook(genesis.parties);
    this.bridge = new BridgeState(genesis.validators);
  }

  /**
   * Drops the votes that final proposals still hold: a snapshot taken before they were dropped
   * at closing (governance-tick.ts) restores them, and would carry them into every later
   * snapshot. Returns how many proposals held some.
   */
  dropVotesOfFinalProposals(): number {
    let dropped = 0;
    for (const entry of this.proposals.values()) if (dropVotesOfFinal(entry)) dropped++;
    return dropped;
  }

  /** Governance tokens a party has associated (its voting weight). */
  associatedStake(party: string): bigint {
    return this.staking.of(party);
  }
}
