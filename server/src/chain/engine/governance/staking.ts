import type { GenesisParty } from '../genesis/genesis-schema.ts';

/**
 * Governance tokens associated through the staking bridge, per party: the voting weight of
 * governance and the stake the validators module delegates from. Genesis sets the starting
 * amounts; stakingEvent chain events (stakeDeposited / stakeRemoved) change them.
 */
export class StakingBook {
  private readonly associated = new Map<string, bigint>();
  private total = 0n;
  /** Token total supply last reported by the staking bridge (stakingEvent.totalSupply); 0n until then. */
  tokenTotalSupply = 0n;

  constructor(parties: readonly GenesisParty[]) {
    for (const p of parties) {
      const amount = BigInt(p.staking.associated);
      if (amount > 0n) this.associated.set(p.id, amount);
      this.total += amount;
    }
  }

  of(party: string): bigint {
    return this.associated.get(party) ?? 0n;
  }

  /** Sum of every party's associated tokens: the denominator of governance participation. */
  totalAssociated(): bigint {
    return this.total;
  }

  deposit(party: string, amount: bigint): void {
    this.associated.set(party, this.of(party) + amount);
    this.total += amount;
  }

  /** Removes up to what the party has; returns false (changing nothing) when it has less. */
  remove(party: string, amount: bigint): boolean {
    const held = this.of(party);
    if (held < amount) return false;
    if (held === amount) this.associated.delete(party);
    else this.associated.set(party, held - amount);
    this.total -= amount;
    return true;
  }

  /** Parties with associated tokens, in first-association order. */
  holders(): string[] {
    return [...this.associated.keys()];
  }
}
