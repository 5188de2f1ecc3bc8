import type { Policy } from './policy-names.ts';

/** A party's rejected share of a policy's transactions in one block at which it is banned. */
export const BAN_REJECT_RATIO = 0.5;
/** Ban length: 1/48 of the epoch, at least 30 s (reference core/spam/engine.go). */
export const BAN_EPOCH_FRACTION = 48n;
export const MIN_BAN_NS = 30_000_000_000n;

interface BlockTally {
  total: number;
  rejected: number;
}

/**
 * Spam-protection counters of the epoch in progress (D11): accepted commands per party per
 * policy (votes per proposal), bans, and this block's tallies, from which bans are decided at
 * the end of the block. Everything resets when an epoch starts.
 */
export class SpamState {
  /** policy → party → accepted this epoch ('votes' counts the sum over proposals). */
  readonly counts = new Map<Policy, Map<string, bigint>>();
  /** party → proposal → votes accepted this epoch. */
  readonly votes = new Map<string, Map<string, bigint>>();
  /** policy → party → banned until (Unix ns). */
  readonly bans = new Map<Policy, Map<string, bigint>>();
  private blockTallies = new Map<Policy, Map<string, BlockTally>>();
  /** Transactions per party in this block (each proves work on the previous block). */
  powSeen = new Map<string, bigint>();
  /** Parties whose statistics changed since they were last written. */
  readonly changed = new Set<string>();

  count(policy: Policy, party: string): bigint {
    return this.counts.get(policy)?.get(party) ?? 0n;
  }

  voteCount(party: string, proposal: string): bigint {
    return this.votes.get(party)?.get(proposal) ?? 0n;
  }

  bannedUntil(policy: Policy, party: string): bigint | undefined {
    return this.bans.get(policy)?.get(party);
  }

  accept(policy: Policy, party: string, proposal?: string): void {
    const byParty = this.counts.get(policy) ?? new Map<string, bigint>();
    byParty.set(party, (byParty.get(party) ?? 0n) + 1n);
    this.counts.set(policy, byParty);
    if (policy === 'votes' && proposal !== undefined) {
      const byProposal = this.votes.get(party) ?? new Map<string, bigint>();
      byProposal.set(proposal, (byProposal.get(proposal) ?? 0n) + 1n);
      this.votes.set(party, byProposal);
    }
    this.tally(policy, party, false);
    this.changed.add(party);
  }

  reject(policy: Policy, party: string): void {
    this.tally(policy, party, true);
  }

  private tally(policy: Policy, party: string, rejected: boolean): void {
    const byParty = this.blockTallies.get(policy) ?? new Map<string, BlockTally>();
    const t = byParty.get(party) ?? { total: 0, rejected: 0 };
    t.total += 1;
    if (rejected) t.rejected += 1;
    byParty.set(party, t);
    this.blockTallies.set(policy, byParty);
  }

  /** End of block: bans run out, parties rejected too often in this block are banned. */
  endBlock(now: bigint, banNs: bigint): void {
    for (const [, byParty] of this.bans)
      for (const [party, until] of byParty)
        if (now >= until) {
          byParty.delete(party);
          this.changed.add(party);
        }
    for (const [policy, byParty] of this.blockTallies)
      for (const [party, t] of byParty)
        if (t.rejected / t.total >= BAN_REJECT_RATIO) {
          const bans = this.bans.get(policy) ?? new Map<string, bigint>();
          bans.set(party, now + banNs);
          this.bans.set(policy, bans);
          this.changed.add(party);
        }
    this.blockTallies = new Map();
    this.powSeen = new Map();
  }

  /** A new epoch: counters and bans start over. */
  reset(): void {
    this.counts.clear();
    this.votes.clear();
    this.bans.clear();
    this.blockTallies = new Map();
    this.changed.clear();
  }
}
