import type { BookOrder, DepthLevel, TradingSide } from './types.ts';

/** One price of one side: a FIFO queue (Map keeps insertion order) plus running totals. */
export interface PriceLevel {
  readonly price: bigint;
  readonly orders: Map<string, BookOrder>;
  volume: bigint;
  /** Orders that are not pegged: a level holding only pegs has no static price. */
  staticCount: number;
}

/**
 * One side of the book. Levels are kept sorted from worst to best so that the best level is the
 * last element: reading or dropping it is O(1), inserting a new level is a binary search plus a
 * splice. A Map from price to level gives O(1) access to any level.
 */
export class BookSide {
  private readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<bigint, PriceLevel>();

  constructor(readonly side: TradingSide) {}

  /** True when price a is better than price b on this side. */
  isBetter(a: bigint, b: bigint): boolean {
    return this.side === 'SIDE_BUY' ? a > b : a < b;
  }

  get levelCount(): number {
    return this.levels.length;
  }

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  bestPrice(): bigint | undefined {
    return this.best()?.price;
  }

  /** First order in time priority at the best price. */
  bestOrder(): BookOrder | undefined {
    const level = this.best();
    return level === undefined ? undefined : firstOrder(level);
  }

  /** Best price among orders that are not pegged. */
  bestStaticPrice(): bigint | undefined {
    for (let i = this.levels.length - 1; i >= 0; i--) {
      const level = this.levels[i] as PriceLevel;
      if (level.staticCount > 0) return level.price;
    }
    return undefined;
  }

  /** Levels from the best price outwards. */
  *bestFirst(): Generator<PriceLevel> {
    for (let i = this.levels.length - 1; i >= 0; i--) yield this.levels[i] as PriceLevel;
  }

  /** Appends the order at the back of its price level. */
  add(order: BookOrder): void {
    if (order.onBook) throw new Error(`order ${order.id} is already on the book`);
    let level = this.byPrice.get(order.price);
    if (level === undefined) {
      level = { price: order.price, orders: new Map(), volume: 0n, staticCount: 0 };
      this.levels.splice(this.insertionIndex(order.price), 0, level);
      this.byPrice.set(order.price, level);
    }
    level.orders.set(order.id, order);
    level.volume += order.remaining;
    if (order.peggedOrder === null) level.staticCount += 1;
    order.onBook = true;
  }

  remove(order: BookOrder): void {
    const level = this.byPrice.get(order.price);
    if (level === undefined || !level.orders.delete(order.id)) {
      throw new Error(`order ${order.id} is not on the book at ${order.price}`);
    }
    level.volume -= order.remaining;
    if (order.peggedOrder === null) level.staticCount -= 1;
    order.onBook = false;
    if (level.orders.size === 0) this.dropLevel(level);
  }

  /** Trades qty of a resting order; a fully filled order leaves the book. */
  fill(order: BookOrder, qty: bigint): void {
    const level = this.levelOf(order);
    order.remaining -= qty;
    level.volume -= qty;
    if (order.remaining === 0n) this.remove(order);
  }

  /** Changes the remaining size in place, keeping time priority. */
  setRemaining(order: BookOrder, remaining: bigint): void {
    const level = this.levelOf(order);
    level.volume += remaining - order.remaining;
    order.remaining = remaining;
  }

  depth(maxLevels = Number.POSITIVE_INFINITY): DepthLevel[] {
    const out: DepthLevel[] = [];
    for (const level of this.bestFirst()) {
      if (out.length >= maxLevels) break;
      out.push({ price: level.price, volume: level.volume, numberOfOrders: level.orders.size });
    }
    return out;
  }

  private levelOf(order: BookOrder): PriceLevel {
    const level = this.byPrice.get(order.price);
    if (level === undefined || !level.orders.has(order.id)) {
      throw new Error(`order ${order.id} is not on the book at ${order.price}`);
    }
    return level;
  }

  private dropLevel(level: PriceLevel): void {
    this.byPrice.delete(level.price);
    if (this.levels[this.levels.length - 1] === level) {
      this.levels.pop();
      return;
    }
    const index = this.insertionIndex(level.price);
    this.levels.splice(index, 1);
  }

  /** Index of the first level that is not worse than price (levels run worst → best). */
  private insertionIndex(price: bigint): number {
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.isBetter(price, (this.levels[mid] as PriceLevel).price)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export function firstOrder(level: PriceLevel): BookOrder | undefined {
  return level.orders.values().next().value;
}
