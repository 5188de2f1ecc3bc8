// Double-entry ledger: balances per account, transfers with post-transfer balances, entries
// grouped into LedgerMovements per event and drained once per block. O(1) per transfer.
import { compareAccounts, isExternal } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { minBig } from './decimal.ts';
import { InsufficientFunds } from './ledger-types.ts';

/** What every collateral operation works on: the ledger and the block time for its entries. */
export interface LedgerContext {
  readonly ledger: Ledger;
  readonly now: bigint;
}
import type {
  AccountBalance,
  BlockLedgerOutput,
  LedgerEntry,
  LedgerMovement,
  TransferTypeName,
} from './ledger-types.ts';

interface AccountState {
  readonly ref: AccountRef;
  balance: bigint;
}

interface Savepoint {
  readonly entries: number;
  readonly created: number;
  readonly dirtied: number;
}

interface OpenMovement {
  readonly entries: LedgerEntry[];
  readonly touched: Set<AccountState>;
  /** For rollback: accounts created and accounts first marked changed inside the movement. */
  readonly created: string[];
  readonly dirtied: string[];
}

export class Ledger {
  // Insertion (= creation) order is deterministic because the simulation is.
  private readonly states = new Map<string, AccountState>();
  // External accounts are unbounded sources/sinks: reported with balance 0, never stored.
  private readonly externals = new Map<string, AccountState>();
  private readonly dirty = new Map<string, AccountState>();
  private readonly netDeposits = new Map<string, bigint>();
  private movements: LedgerMovement[] = [];
  private open: OpenMovement | null = null;

  balance(account: AccountRef): bigint {
    return this.states.get(account.key)?.balance ?? 0n;
  }

  has(account: AccountRef): boolean {
    return this.states.has(account.key);
  }

  /** Creates the account with balance 0 if needed (it then shows in the accounts table). */
  openAccount(account: AccountRef): void {
    this.state(account);
  }

  /**
   * Moves `amount` (> 0; 0 is a no-op returning null) from one account to another. Throws
   * InsufficientFunds, changing nothing, when `from` holds less; callers that must not fail
   * check `balance` first or use `transferUpTo`.
   */
  transfer(
    from: AccountRef,
    to: AccountRef,
    amount: bigint,
    type: TransferTypeName,
    now: bigint,
  ): LedgerEntry | null {
    if (amount < 0n) throw new RangeError(`negative transfer amount ${amount}`);
    if (amount === 0n) return null;
    if (from.key === to.key) throw new RangeError(`transfer to itself: ${from.key}`);
    if (from.assetId !== to.assetId) throw new RangeError(`cross-asset transfer: ${from.key}`);
    const fromExternal = isExternal(from);
    // Checked before any account is created, so a refused transfer leaves no trace.
    const available = this.balance(from);
    if (!fromExternal && available < amount) throw new InsufficientFunds(from, amount, available);
    const src = this.state(from);
    const dst = this.state(to);
    if (!fromExternal) src.balance -= amount;
    if (!isExternal(dst.ref)) dst.balance += amount;
    if (fromExternal) this.addNetDeposit(from.assetId, amount);
    if (isExternal(dst.ref)) this.addNetDeposit(to.assetId, -amount);
    const entry: LedgerEntry = {
      fromAccount: src.ref,
      toAccount: dst.ref,
      amount,
      type,
      timestamp: now,
      fromAccountBalance: src.balance,
      toAccountBalance: dst.balance,
    };
    this.markDirty(src);
    this.markDirty(dst);
    if (this.open) {
      this.open.entries.push(entry);
      this.open.touched.add(src).add(dst);
    } else {
      this.movements.push({ entries: [entry], balances: this.balancesOf([src, dst]) });
    }
    return entry;
  }

  /** Moves min(amount, balance of `from`) and returns what was moved. */
  transferUpTo(
    from: AccountRef,
    to: AccountRef,
    amount: bigint,
    type: TransferTypeName,
    now: bigint,
  ): bigint {
    const moved = isExternal(from) ? amount : minBig(amount, this.balance(from));
    this.transfer(from, to, moved, type, now);
    return moved;
  }

  /**
   * Runs `fn` as one event: its transfers form one LedgerMovement. Nested calls join the
   * outer event. If `fn` throws, every transfer it made is undone and nothing is recorded.
   */
  movement<T>(fn: () => T): T {
    const outer = this.open;
    const open = outer ?? { entries: [], touched: new Set(), created: [], dirtied: [] };
    // A nested call only needs a savepoint inside the outer event.
    const save = {
      entries: open.entries.length,
      created: open.created.length,
      dirtied: open.dirtied.length,
    };
    this.open = open;
    try {
      const result = fn();
      if (!outer && open.entries.length > 0) {
        this.movements.push({ entries: open.entries, balances: this.balancesOf(open.touched) });
      }
      return result;
    } catch (err) {
      this.rollback(open, save);
      throw err;
    } finally {
      this.open = outer;
    }
  }

  /** The block's movements and changed accounts; resets both. */
  drainMovements(): BlockLedgerOutput {
    const movements = this.movements;
    this.movements = [];
    const changedAccounts = this.balancesOf(this.dirty.values());
    this.dirty.clear();
    return { movements, changedAccounts };
  }

  /** Every (non-external) account in creation order. */
  *accounts(): IterableIterator<AccountBalance> {
    for (const s of this.states.values()) yield { account: s.ref, balance: s.balance };
  }

  /** Every account in canonical order (asset, market, owner, type); O(n log n). */
  sortedAccounts(): AccountBalance[] {
    return [...this.accounts()].sort((a, b) => compareAccounts(a.account, b.account));
  }

  /** Sum of all (non-external) balances per asset, recomputed by a full scan. */
  totalsByAsset(): Map<string, bigint> {
    const totals = new Map<string, bigint>();
    for (const s of this.states.values()) {
      totals.set(s.ref.assetId, (totals.get(s.ref.assetId) ?? 0n) + s.balance);
    }
    return totals;
  }

  /** Deposits − withdrawals per asset (flows from/to the external accounts). */
  netDepositsByAsset(): Map<string, bigint> {
    return new Map(this.netDeposits);
  }

  private state(ref: AccountRef): AccountState {
    const map = isExternal(ref) ? this.externals : this.states;
    let s = map.get(ref.key);
    if (!s) {
      s = { ref, balance: 0n };
      map.set(ref.key, s);
      if (map === this.states) {
        this.open?.created.push(ref.key);
        this.markDirty(s);
      }
    }
    return s;
  }

  private markDirty(s: AccountState): void {
    if (isExternal(s.ref) || this.dirty.has(s.ref.key)) return;
    this.dirty.set(s.ref.key, s);
    this.open?.dirtied.push(s.ref.key);
  }

  private addNetDeposit(asset: string, delta: bigint): void {
    this.netDeposits.set(asset, (this.netDeposits.get(asset) ?? 0n) + delta);
  }

  private balancesOf(states: Iterable<AccountState>): AccountBalance[] {
    const out: AccountBalance[] = [];
    for (const s of states) out.push({ account: s.ref, balance: s.balance });
    return out;
  }

  private rollback(open: OpenMovement, save: Savepoint): void {
    for (let i = open.entries.length - 1; i >= save.entries; i--) {
      const e = open.entries[i] as LedgerEntry;
      const src = this.state(e.fromAccount);
      const dst = this.state(e.toAccount);
      if (!isExternal(src.ref)) src.balance += e.amount;
      else this.addNetDeposit(e.fromAccount.assetId, -e.amount);
      if (!isExternal(dst.ref)) dst.balance -= e.amount;
      else this.addNetDeposit(e.toAccount.assetId, e.amount);
    }
    open.entries.length = save.entries;
    for (const key of open.dirtied.splice(save.dirtied)) this.dirty.delete(key);
    for (const key of open.created.splice(save.created)) {
      const s = this.states.get(key);
      if (s) open.touched.delete(s);
      this.states.delete(key);
    }
  }
}
