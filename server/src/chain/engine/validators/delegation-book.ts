/**
 * Who delegates how much to which node, for the epoch in progress (`active`) and for the next
 * one (`next`). Delegations join `next` only, so they take effect at the next epoch start;
 * undelegating at the end of the epoch lowers `next` only; undelegating now lowers both (D8).
 * The epoch boundary copies `next` over `active`.
 */
export interface DelegationEntry {
  readonly party: string;
  readonly node: string;
  active: bigint;
  next: bigint;
}

const keyOf = (party: string, node: string) => `${party}/${node}`;

export class DelegationBook {
  private readonly entries = new Map<string, DelegationEntry>();
  /** Entries changed since the last `drainChanged()` (written to the delegations table). */
  private readonly changed = new Map<string, DelegationEntry>();

  get(party: string, node: string): DelegationEntry | undefined {
    return this.entries.get(keyOf(party, node));
  }

  private entry(party: string, node: string): DelegationEntry {
    const key = keyOf(party, node);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { party, node, active: 0n, next: 0n };
      this.entries.set(key, entry);
    }
    this.changed.set(key, entry);
    return entry;
  }

  /** A delegation in effect from the first epoch (genesis). */
  seed(party: string, node: string, amount: bigint): void {
    const entry = this.entry(party, node);
    entry.active += amount;
    entry.next += amount;
  }

  all(): DelegationEntry[] {
    return [...this.entries.values()];
  }

  forNode(node: string): DelegationEntry[] {
    return this.all().filter((e) => e.node === node);
  }

  forParty(party: string): DelegationEntry[] {
    return this.all().filter((e) => e.party === party);
  }

  /** Stake the party has committed for the next epoch, over all nodes. */
  partyNextTotal(party: string): bigint {
    return this.forParty(party).reduce((sum, e) => sum + e.next, 0n);
  }

  delegate(party: string, node: string, amount: bigint): void {
    this.entry(party, node).next += amount;
  }

  /** Lowers next epoch's delegation; the stake stays in place until the epoch ends. */
  undelegateAtEnd(party: string, node: string, amount: bigint): void {
    const entry = this.entry(party, node);
    if (amount > entry.next) throw new RangeError('undelegating more than delegated');
    entry.next -= amount;
  }

  /**
   * Frees stake at once: first what was only pending for the next epoch, then stake in effect
   * (which then earns nothing for this epoch: the reward is computed on what is left).
   */
  undelegateNow(party: string, node: string, amount: bigint): void {
    const entry = this.entry(party, node);
    if (amount > entry.next) throw new RangeError('undelegating more than delegated');
    const pendingIncrease = entry.next > entry.active ? entry.next - entry.active : 0n;
    const fromActive = amount > pendingIncrease ? amount - pendingIncrease : 0n;
    entry.next -= amount;
    entry.active -= fromActive < entry.active ? fromActive : entry.active;
  }

  /** Epoch boundary: next epoch's delegations come into effect; empty entries go. */
  rollOver(): void {
    for (const [key, entry] of this.entries) {
      if (entry.active !== entry.next) this.changed.set(key, entry);
      entry.active = entry.next;
      if (entry.active === 0n) this.entries.delete(key);
    }
  }

  /** Marks every entry changed (a new epoch's rows are all written). */
  touchAll(): void {
    for (const [key, entry] of this.entries) this.changed.set(key, entry);
  }

  drainChanged(): DelegationEntry[] {
    const list = [...this.changed.values()].map((e) => ({ ...e }));
    this.changed.clear();
    return list;
  }
}
