import type { MarketDepth, MarketDepthUpdate, PriceLevel } from '#contract/market-depth.ts';
import type { Depth, DepthLevel } from '../matching/types.ts';

const level = (l: DepthLevel): PriceLevel => ({
  price: l.price.toString(),
  numberOfOrders: l.numberOfOrders.toString(),
  volume: l.volume.toString(),
});

/** Levels of `next` that differ from `prev`, plus removed prices with volume 0. */
function diffSide(
  prev: ReadonlyMap<bigint, DepthLevel>,
  next: readonly DepthLevel[],
): PriceLevel[] {
  const changed: PriceLevel[] = [];
  const seen = new Set<bigint>();
  for (const l of next) {
    seen.add(l.price);
    const before = prev.get(l.price);
    if (!before || before.volume !== l.volume || before.numberOfOrders !== l.numberOfOrders)
      changed.push(level(l));
  }
  for (const price of prev.keys()) {
    if (!seen.has(price))
      changed.push({ price: price.toString(), numberOfOrders: '0', volume: '0' });
  }
  return changed;
}

/**
 * A market's book depth as clients see it: after each block, the full depth and the levels that
 * changed, numbered so a client can tell it missed an update (sequenceNumber increases by one
 * per change; each update names the previous one).
 */
export class DepthTracker {
  private sequence = 0n;
  private buy = new Map<bigint, DepthLevel>();
  private sell = new Map<bigint, DepthLevel>();

  constructor(private readonly marketId: string) {}

  /** The change since the last call, or undefined when the depth did not change. */
  update(depth: Depth): { depth: MarketDepth; update: MarketDepthUpdate } | undefined {
    const buy = diffSide(this.buy, depth.buy);
    const sell = diffSide(this.sell, depth.sell);
    if (buy.length === 0 && sell.length === 0) return undefined;
    const previous = this.sequence;
    this.sequence += 1n;
    this.buy = new Map(depth.buy.map((l) => [l.price, l]));
    this.sell = new Map(depth.sell.map((l) => [l.price, l]));
    const sequenceNumber = this.sequence.toString();
    return {
      depth: {
        marketId: this.marketId,
        buy: depth.buy.map(level),
        sell: depth.sell.map(level),
        sequenceNumber,
      },
      update: {
        marketId: this.marketId,
        buy,
        sell,
        sequenceNumber,
        previousSequenceNumber: previous.toString(),
      },
    };
  }
}
