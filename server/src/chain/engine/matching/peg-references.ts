/**
 * Static references: best bid/ask of orders that are not pegged, and the mid rounded to a tick —
 * up for buys, down for sells (network doc D4) — so that a peg with a positive offset from the
 * mid can never cross the opposite static best price.
 */
export interface PegReferences {
  readonly bestBid?: bigint;
  readonly bestAsk?: bigint;
  readonly midBuy?: bigint;
  readonly midSell?: bigint;
}

export function staticReferences(
  bestBid: bigint | undefined,
  bestAsk: bigint | undefined,
  tickSize: bigint,
): PegReferences {
  if (bestBid === undefined || bestAsk === undefined) return { bestBid, bestAsk };
  const sum = bestBid + bestAsk;
  const unit = 2n * tickSize;
  return {
    bestBid,
    bestAsk,
    midBuy: ((sum + unit - 1n) / unit) * tickSize,
    midSell: (sum / unit) * tickSize,
  };
}
