import { amendOrder } from './amend.ts';
import { uncross, uncrossingPoint } from './auction.ts';
import { BookState } from './book-state.ts';
import { refreshPegs } from './pegged.ts';
import { submitOrder } from './submit.ts';
import { Tx, toRecord } from './tx.ts';
import type {
  AuctionTriggerName,
  BookChange,
  BookEvents,
  BookOrder,
  CommandResult,
  Depth,
  MatchContext,
  OrderAmendment,
  OrderBookConfig,
  OrderRecord,
  OrderSubmission,
  TimeContext,
  TradingMode,
  Uncrossing,
} from './types.ts';

/**
 * Deterministic price-time priority order book of one market. Pure: no clock, no randomness,
 * no I/O; the caller passes the block time and a trade id source. Every mutating call returns
 * what changed so the caller can publish events.
 */
export class OrderBook {
  private readonly s: BookState;

  constructor(config: OrderBookConfig) {
    const tickSize = config.tickSize ?? 1n;
    if (tickSize <= 0n) throw new Error('tickSize must be positive');
    this.s = new BookState(
      config.marketId,
      tickSize,
      config.tradingMode,
      config.auctionTrigger ?? 'AUCTION_TRIGGER_OPENING',
    );
  }

  get marketId(): string {
    return this.s.marketId;
  }

  tradingMode(): TradingMode {
    return this.s.mode;
  }

  /** AUCTION_TRIGGER_UNSPECIFIED in continuous trading. */
  auctionTrigger(): AuctionTriggerName {
    return this.s.trigger;
  }

  /** Current auction batch; stamped on new orders, incremented when an auction ends. */
  batchId(): bigint {
    return this.s.batchId;
  }

  submit(order: OrderSubmission, ctx: MatchContext): BookChange {
    return submitOrder(this.s, order, ctx);
  }

  amend(orderId: string, amendment: OrderAmendment, ctx: MatchContext): CommandResult {
    return amendOrder(this.s, orderId, amendment, ctx);
  }

  /** Cancels a live order; with partyId, only that party's order. */
  cancel(orderId: string, ctx: TimeContext, partyId?: string): CommandResult {
    const order = this.s.live.get(orderId);
    if (order === undefined) return { ok: false, error: 'ORDER_ERROR_INVALID_ORDER_ID' };
    if (partyId !== undefined && partyId !== order.partyId) {
      return { ok: false, error: 'ORDER_ERROR_INVALID_PARTY_ID' };
    }
    const tx = new Tx(this.s.marketId, ctx);
    this.end(tx, order, 'STATUS_CANCELLED');
    refreshPegs(this.s, tx);
    return { ok: true, order: toRecord(order), trades: [], updated: tx.changes(order.id) };
  }

  /** Cancels every live order of a party, in entry order. */
  cancelAllForParty(partyId: string, ctx: TimeContext): BookEvents {
    const tx = new Tx(this.s.marketId, ctx);
    for (const order of this.s.ordersBySeq((o) => o.partyId === partyId)) {
      this.end(tx, order, 'STATUS_CANCELLED');
    }
    refreshPegs(this.s, tx);
    return { trades: [], orders: tx.changes() };
  }

  /** Expires live GTT orders whose expiry is at or before ctx.now (earliest expiry first). */
  expire(ctx: TimeContext): BookEvents {
    const tx = new Tx(this.s.marketId, ctx);
    const due: BookOrder[] = [];
    for (const id of this.s.expiring) {
      const order = this.s.live.get(id);
      if (order !== undefined && order.expiresAt <= ctx.now) due.push(order);
    }
    due.sort((a, b) =>
      a.expiresAt === b.expiresAt ? a.seq - b.seq : a.expiresAt < b.expiresAt ? -1 : 1,
    );
    for (const order of due) this.end(tx, order, 'STATUS_EXPIRED');
    refreshPegs(this.s, tx);
    return { trades: [], orders: tx.changes() };
  }

  /** Starts an auction: GFN orders are cancelled and pegged orders parked (D2, D4). */
  enterAuction(
    ctx: TimeContext,
    trigger: AuctionTriggerName = 'AUCTION_TRIGGER_PRICE',
  ): BookEvents {
    const tx = new Tx(this.s.marketId, ctx);
    if (this.s.inAuction) return { trades: [], orders: [] };
    this.s.mode = 'auction';
    this.s.trigger = trigger;
    for (const order of this.s.ordersBySeq((o) => o.timeInForce === 'TIME_IN_FORCE_GFN')) {
      this.end(tx, order, 'STATUS_CANCELLED');
    }
    for (const order of this.s.pegged.values()) {
      if (order.status === 'STATUS_PARKED') continue;
      this.s.park(order);
      tx.touch(order);
    }
    return { trades: [], orders: tx.changes() };
  }

  /** Price and volume the book would uncross at now; zero when it is not crossed. */
  indicativeUncrossing(): Uncrossing {
    return uncrossingPoint(this.s.buys, this.s.sells, this.s.tickSize);
  }

  /**
   * Ends the auction: uncrosses at the indicative price, cancels the GFA orders left on the book,
   * returns to continuous trading and brings every pegged order back, repriced, in entry order.
   */
  leaveAuction(ctx: MatchContext): BookEvents {
    const tx = new Tx(this.s.marketId, ctx);
    if (!this.s.inAuction) return { trades: [], orders: [] };
    uncross(this.s, tx);
    this.s.batchId += 1n;
    for (const order of this.s.ordersBySeq((o) => o.timeInForce === 'TIME_IN_FORCE_GFA')) {
      this.end(tx, order, 'STATUS_CANCELLED');
    }
    this.s.mode = 'continuous';
    this.s.trigger = 'AUCTION_TRIGGER_UNSPECIFIED';
    refreshPegs(this.s, tx, true);
    return { trades: tx.trades, orders: tx.changes() };
  }

  /** Best bid including pegged orders. */
  bestBid(): bigint | undefined {
    return this.s.buys.bestPrice();
  }

  bestAsk(): bigint | undefined {
    return this.s.sells.bestPrice();
  }

  /** Best bid of orders that are not pegged (what pegs reference). */
  bestStaticBid(): bigint | undefined {
    return this.s.buys.bestStaticPrice();
  }

  bestStaticAsk(): bigint | undefined {
    return this.s.sells.bestStaticPrice();
  }

  /** (best bid + best ask) / 2, rounded down; undefined unless both sides exist. */
  midPrice(): bigint | undefined {
    return mid(this.bestBid(), this.bestAsk());
  }

  staticMidPrice(): bigint | undefined {
    return mid(this.bestStaticBid(), this.bestStaticAsk());
  }

  lastTradedPrice(): bigint | undefined {
    return this.s.lastTradedPrice;
  }

  depth(maxLevels?: number): Depth {
    return { buy: this.s.buys.depth(maxLevels), sell: this.s.sells.depth(maxLevels) };
  }

  isCrossed(): boolean {
    const bid = this.bestBid();
    const ask = this.bestAsk();
    return bid !== undefined && ask !== undefined && bid >= ask;
  }

  /** Remaining volume of a party's live orders per side, without building records. */
  partyOrderVolume(partyId: string): { buy: bigint; sell: bigint } {
    let buy = 0n;
    let sell = 0n;
    for (const o of this.s.live.values()) {
      if (o.partyId !== partyId) continue;
      if (o.side === 'SIDE_BUY') buy += o.remaining;
      else sell += o.remaining;
    }
    return { buy, sell };
  }

  /** Live (ACTIVE or PARKED) orders in entry order. */
  liveOrders(): OrderRecord[] {
    return this.s.ordersBySeq().map(toRecord);
  }

  /**
   * Live liquidity orders (a provision's shape), in entry order. They are all pegged, so only
   * the pegged orders are looked at: the whole book is not copied and sorted every block.
   */
  liquidityOrders(): OrderRecord[] {
    const lp: BookOrder[] = [];
    for (const o of this.s.pegged.values()) if (o.liquidityProvisionId) lp.push(o);
    return lp.sort((a, b) => a.seq - b.seq).map(toRecord);
  }

  /** A live order; finished orders are not kept. */
  getOrder(orderId: string): OrderRecord | undefined {
    const order = this.s.live.get(orderId);
    return order === undefined ? undefined : toRecord(order);
  }

  private end(tx: Tx, order: BookOrder, status: 'STATUS_CANCELLED' | 'STATUS_EXPIRED'): void {
    this.s.detach(order);
    order.status = status;
    tx.touch(order);
  }
}

function mid(bid: bigint | undefined, ask: bigint | undefined): bigint | undefined {
  return bid === undefined || ask === undefined ? undefined : (bid + ask) / 2n;
}
