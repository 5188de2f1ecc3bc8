import { BookSide } from './price-levels.ts';
import { staticReferences, type PegReferences } from './peg-references.ts';
import type { AuctionTriggerName, BookOrder, TradingMode, TradingSide } from './types.ts';

/**
 * The mutable state of one market's book, shared by the operations (submit, amend, auction...).
 * Live orders are those ACTIVE on the book or PARKED; finished orders are dropped.
 * Every collection iterates in insertion order, so the engine never depends on hashing.
 */
export class BookState {
  readonly buys = new BookSide('SIDE_BUY');
  readonly sells = new BookSide('SIDE_SELL');
  /** Live orders by id. */
  readonly live = new Map<string, BookOrder>();
  /** Live pegged orders in entry order. */
  readonly pegged = new Map<string, BookOrder>();
  /** Ids of live GTT orders. */
  readonly expiring = new Set<string>();
  mode: TradingMode;
  trigger: AuctionTriggerName;
  /** Incremented when an auction ends; stamped on orders as batchId. */
  batchId = 0n;
  lastTradedPrice: bigint | undefined;
  /** Static references seen after the previous call, to detect moves. */
  lastReferences: PegReferences = {};
  private seq = 0;

  constructor(
    readonly marketId: string,
    readonly tickSize: bigint,
    mode: TradingMode,
    trigger: AuctionTriggerName,
  ) {
    this.mode = mode;
    this.trigger = mode === 'auction' ? trigger : 'AUCTION_TRIGGER_UNSPECIFIED';
  }

  get inAuction(): boolean {
    return this.mode === 'auction';
  }

  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  sideOf(side: TradingSide): BookSide {
    return side === 'SIDE_BUY' ? this.buys : this.sells;
  }

  oppositeOf(side: TradingSide): BookSide {
    return side === 'SIDE_BUY' ? this.sells : this.buys;
  }

  /** Records a new live order (on the book or parked). */
  register(order: BookOrder): void {
    this.live.set(order.id, order);
    if (order.peggedOrder !== null) this.pegged.set(order.id, order);
    this.syncExpiry(order);
  }

  syncExpiry(order: BookOrder): void {
    if (order.timeInForce === 'TIME_IN_FORCE_GTT') this.expiring.add(order.id);
    else this.expiring.delete(order.id);
  }

  /** Puts a live order at the back of its price level as ACTIVE. */
  rest(order: BookOrder): void {
    order.status = 'STATUS_ACTIVE';
    this.sideOf(order.side).add(order);
  }

  /** Takes an order off the book (if there) and forgets it: it is finished. */
  detach(order: BookOrder): void {
    if (order.onBook) this.sideOf(order.side).remove(order);
    this.live.delete(order.id);
    this.pegged.delete(order.id);
    this.expiring.delete(order.id);
  }

  /** Takes a pegged order off the book and parks it; parked orders carry no price. */
  park(order: BookOrder): void {
    if (order.onBook) this.sideOf(order.side).remove(order);
    order.status = 'STATUS_PARKED';
    order.price = 0n;
  }

  staticReferences(): PegReferences {
    return staticReferences(
      this.buys.bestStaticPrice(),
      this.sells.bestStaticPrice(),
      this.tickSize,
    );
  }

  /** Live orders in entry order. */
  ordersBySeq(filter: (o: BookOrder) => boolean = () => true): BookOrder[] {
    return [...this.live.values()].filter(filter).sort((a, b) => a.seq - b.seq);
  }
}
