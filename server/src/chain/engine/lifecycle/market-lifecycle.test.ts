import { beforeAll, describe, expect, it } from 'vitest';
import type { Genesis } from '../genesis/genesis-schema.ts';
import { loadGenesis } from '../../../node/genesis-file.ts';
import type { LedgerEntry } from '../collateral/ledger-types.ts';
import { runBlock } from '../../run-block.ts';
import { NetworkState } from '../state/network-state.ts';
import { submitOrder } from '../commands/order-handlers.ts';
import { attempt, txContext } from '../governance/test-support.ts';
import { BlockOutput } from '../block/block-output.ts';
import { CLOSE_DELAY_NS, parentOf, terminateTrading } from './market-lifecycle.ts';

const START = 1_767_225_600_000_000_000n;
const NS = 1_000_000_000n;

interface Seen {
  states: { height: bigint; state: string; mode: string }[];
  /** Open volume and mark price of each party the block before settlement. */
  before: Map<string, bigint>;
  markBefore: bigint;
  /** Parties that traded after the last mark before settlement (settled from their fill price). */
  tradedSinceMark: Set<string>;
  final: LedgerEntry[];
  settledAt: bigint;
}

let genesis: Genesis;
let state: NetworkState;
let expiring: string;
const seen: Seen = {
  states: [],
  before: new Map(),
  markBefore: 0n,
  tradedSinceMark: new Set(),
  final: [],
  settledAt: 0n,
};

/**
 * The default chain for 330 blocks: the last genesis future (LDOETH) expires first, 240 s
 * after genesis (agents/activity/market-maturity.ts), so it terminates, settles and closes
 * within the run.
 */
beforeAll(async () => {
  genesis = await loadGenesis();
  state = new NetworkState(genesis, START);
  expiring = genesis.markets.at(-1)!.id;
  const market = state.marketsById.get(expiring)!;
  for (let h = 1n; h <= 330n; h++) {
    if (market.state === 'STATE_TRADING_TERMINATED') {
      seen.before = new Map([...market.positions.all()].map((p) => [p.partyId, p.openVolume]));
      seen.markBefore = market.markPrice;
    }
    const out = runBlock(state, 'trading-network', h, START + h * NS, 1000);
    if (seen.settledAt === 0n) {
      for (const { trade } of out.trades)
        if (trade.marketId === expiring) seen.tradedSinceMark.add(trade.buyer).add(trade.seller);
      // A mark at the end of the block covers the block's trades.
      if (market.lastMarkAt === out.timeNs) seen.tradedSinceMark.clear();
    }
    const last = seen.states.at(-1);
    if (last?.state !== market.state)
      seen.states.push({ height: h, state: market.state, mode: market.tradingMode });
    if (market.state === 'STATE_SETTLED' && seen.settledAt === 0n) {
      seen.settledAt = out.timeNs;
      seen.final = out.ledgerEntries
        .map((e) => e.entry)
        .filter(
          (e) =>
            (e.type === 'TRANSFER_TYPE_LOSS' || e.type === 'TRANSFER_TYPE_WIN') &&
            (e.fromAccount.marketId === expiring || e.toAccount.marketId === expiring),
        );
    }
  }
}, 300_000);

describe('a future that expires', () => {
  it('terminates at its expiry, settles on the next settlement data, closes a minute later', () => {
    // Price-monitoring auctions (SUSPENDED and back) may come and go while it trades.
    const walk = seen.states.map((s) => s.state.replace('STATE_', '')).join(' ');
    expect(walk).toMatch(/^PENDING ACTIVE( SUSPENDED ACTIVE)* TRADING_TERMINATED SETTLED CLOSED$/);
    const at = (name: string) => seen.states.find((s) => s.state === name)!;
    // Termination data is sent in the first block at or after genesis + 240 s and acted on at
    // that block's end.
    expect(at('STATE_TRADING_TERMINATED').height).toBe(240n);
    expect(at('STATE_TRADING_TERMINATED').mode).toBe('TRADING_MODE_NO_TRADING');
    expect(at('STATE_SETTLED').height).toBeGreaterThan(240n);
    expect(START + at('STATE_CLOSED').height * NS - seen.settledAt).toBe(CLOSE_DELAY_NS);
  });

  it('settles every position at the oracle settlement price, losers paying winners', () => {
    const market = state.marketsById.get(expiring)!;
    const price = BigInt(state.governance.oracles.latestSettlement.get(expiring)!.value);
    expect(market.markPrice).toBe(price);
    // Each party holding a position when trading ended, and that did not trade after the last
    // mark, moves money in the direction its position gained or lost from the last mark price
    // to the settlement price (one that traded since is settled from its fill prices).
    const move = seen.markBefore === price ? 0n : price > seen.markBefore ? 1n : -1n;
    const net = new Map<string, bigint>();
    for (const e of seen.final) {
      const party = e.type === 'TRANSFER_TYPE_LOSS' ? e.fromAccount.owner : e.toAccount.owner;
      const signed = e.type === 'TRANSFER_TYPE_LOSS' ? -e.amount : e.amount;
      net.set(party, (net.get(party) ?? 0n) + signed);
    }
    expect(seen.final.length).toBeGreaterThan(0);
    let checked = 0;
    for (const [party, amount] of net) {
      if (seen.tradedSinceMark.has(party)) continue;
      checked++;
      const volume = seen.before.get(party) ?? 0n;
      const sign = volume * move > 0n ? 1n : volume * move < 0n ? -1n : 0n;
      expect(amount === 0n ? 0n : amount > 0n ? 1n : -1n, party).toBe(sign);
    }
    expect(checked).toBeGreaterThan(0);
    for (const p of market.positions.all()) expect(p.openVolume).toBe(0n);
    expect(market.book.liveOrders()).toEqual([]);
  });

  it('hands over to its successor, proposed by governance, which trades on', () => {
    const successor = state.markets.find((m) => parentOf(m.config) === expiring)!;
    expect(successor).toBeDefined();
    // Opened and trading: at block 330 it may sit in a price-monitoring auction (SUSPENDED).
    expect(successor.timestamps.open > 0n).toBe(true);
    expect(['STATE_ACTIVE', 'STATE_SUSPENDED']).toContain(successor.state);
    expect(successor.lastTradePrice > 0n).toBe(true);
    const proposal = state.governance.proposals.get(successor.id)!.proposal;
    expect(proposal.state).toBe('STATE_ENACTED');
    // Its own termination data: the parent's expiry did not end it.
    const binding = successor.config.instrument.future.dataSourceSpecBinding;
    expect(binding.tradingTerminationProperty).toBe(
      `trading.terminated.${successor.config.instrument.code}`,
    );
    // The parent's market accounts are empty: its insurance pool went to the successor's.
    for (const a of state.collateral.accounts())
      if (a.account.marketId === expiring) expect(a.balance).toBe(0n);
  });

  it('refuses orders once trading terminated', () => {
    const trader = genesis.parties.find((p) => p.role === 'trader')!.id;
    const ctx = txContext(state, trader, state.time + NS);
    const order = {
      marketId: expiring,
      price: '1',
      size: '1',
      side: 'SIDE_BUY',
      timeInForce: 'TIME_IN_FORCE_GTC',
      type: 'TYPE_LIMIT',
      expiresAt: '0',
      reference: '',
      postOnly: false,
      reduceOnly: false,
    } as const;
    expect(attempt(() => submitOrder(ctx, order))).toBe('OrderError: Market Closed');
  });
});

describe('a market whose trading ends before it opened', () => {
  it('is CANCELLED: its orders cancelled, its margins released, nothing to settle', async () => {
    const fresh = new NetworkState(genesis, START);
    // Blocks until the genesis deposits are in and orders rest in the opening auctions.
    for (let h = 1n; h <= 12n; h++) runBlock(fresh, 'cancelled', h, START + h * NS, 1000);
    const market = fresh.markets.find(
      (m) => m.tradingMode === 'TRADING_MODE_OPENING_AUCTION' && m.book.liveOrders().length > 0,
    )!;
    expect(market).toBeDefined();
    const resting = market.book.liveOrders().map((o) => o.id);
    const out = new BlockOutput(13n, START + 13n * NS);
    fresh.collateral.beginBlock(out.timeNs);
    terminateTrading(fresh, market, out.timeNs, out);
    expect(market.state).toBe('STATE_CANCELLED');
    expect(market.tradingMode).toBe('TRADING_MODE_NO_TRADING');
    expect(market.book.liveOrders()).toEqual([]);
    expect(resting.map((id) => out.orders.get(id)?.status)).toEqual(
      resting.map(() => 'STATUS_CANCELLED'),
    );
    // Nothing traded, so no position; the margins came back to the general accounts.
    expect([...market.positions.all()].every((p) => p.openVolume === 0n)).toBe(true);
    for (const a of fresh.collateral.accounts())
      if (a.account.marketId === market.id && a.account.type !== 'ACCOUNT_TYPE_INSURANCE')
        expect(a.balance, a.account.key).toBe(0n);
  });
});
