import { CollateralEngine } from '../collateral/collateral-engine.ts';
import type { Genesis, GenesisParty, PartyRole } from '../genesis/genesis-schema.ts';
import { GovernanceState } from '../governance/governance-state.ts';
import { ValidatorsState } from '../validators/validators-state.ts';
import { createMarketRuntime, type MarketRuntime } from './market-runtime.ts';

/** Hash of "block 0": the parent of the first block. */
export const GENESIS_PARENT_HASH = '0'.repeat(64);

/**
 * The whole simulated network in memory. The chain is its only writer; each block reads and
 * changes it, and what changed goes to the database and the streams.
 */
export class NetworkState {
  readonly chainId: string;
  readonly genesis: Genesis;
  readonly params: Map<string, string>;
  readonly markets: MarketRuntime[];
  readonly marketsById: Map<string, MarketRuntime>;
  readonly partiesByRole: ReadonlyMap<PartyRole, readonly string[]>;
  readonly parties: readonly GenesisParty[];
  readonly collateral = new CollateralEngine();
  readonly assetDecimals: ReadonlyMap<string, number>;
  /** Governance, staking, assets, transfers, withdrawals, liquidity provisions, bridge. */
  readonly governance: GovernanceState;
  /** Validators, delegations, epochs, multisig, snapshots and spam counters. */
  readonly validators: ValidatorsState;
  height = 0n;
  time: bigint;
  lastBlockHash = GENESIS_PARENT_HASH;
  /**
   * Stretches the chain stood still, which the simulated world's clock leaves out (the agents'
   * world-clock.ts): the block time after each and the world's total lag from then on.
   */
  readonly worldPauses: { at: bigint; lagNs: bigint }[] = [];
  /** Monotonic sequence numbers of rows the API pages by. */
  readonly seq = {
    trade: 0n,
    ledger: 0n,
    deposit: 0n,
    withdrawal: 0n,
    transfer: 0n,
    proposal: 0n,
    vote: 0n,
  };

  constructor(genesis: Genesis, genesisTime: bigint) {
    this.chainId = genesis.chainId;
    this.genesis = genesis;
    this.time = genesisTime;
    this.params = new Map(Object.entries(genesis.networkParameters));
    this.governance = new GovernanceState(genesis);
    this.validators = new ValidatorsState(genesis);
    const decimalsOf = new Map(genesis.assets.map((a) => [a.id, Number(a.details.decimals)]));
    this.assetDecimals = decimalsOf;
    this.markets = genesis.markets.map((m) =>
      createMarketRuntime(m, genesisTime, decimalsOf.get(m.instrument.future.settlementAsset) ?? 0),
    );
    this.marketsById = new Map(this.markets.map((m) => [m.id, m]));
    for (const asset of genesis.assets) this.collateral.openAsset(asset.id);
    for (const market of this.markets)
      this.collateral.openMarket(market.id, market.settlementAsset);
    this.parties = genesis.parties;
    const byRole = new Map<PartyRole, string[]>();
    for (const p of genesis.parties) byRole.set(p.role, [...(byRole.get(p.role) ?? []), p.id]);
    this.partiesByRole = byRole;
  }

  role(role: PartyRole): readonly string[] {
    return this.partiesByRole.get(role) ?? [];
  }

  nextSeq(kind: keyof NetworkState['seq']): bigint {
    this.seq[kind] += 1n;
    return this.seq[kind];
  }
}
