/** Trade prices over time, enough to look up the price at the longest horizon. */
export class PriceHistory {
  private readonly points: { time: bigint; price: bigint }[] = [];

  constructor(private readonly keepNs: bigint) {}

  add(time: bigint, price: bigint): void {
    this.points.push({ time, price });
    const cutoff = time - this.keepNs;
    let drop = 0;
    // Keep one point older than the cutoff so the longest horizon still has a reference.
    while (drop + 1 < this.points.length && this.points[drop + 1]!.time <= cutoff) drop++;
    if (drop) this.points.splice(0, drop);
  }

  /**
   * Forgets the history: the auction's price is the reference of every horizon from now on
   * (the real network resets price monitoring when an auction ends), so a market that gapped
   * does not fall straight back into auction against its pre-gap prices.
   */
  reset(time: bigint, price: bigint): void {
    this.points.length = 0;
    this.points.push({ time, price });
  }

  /** The last price at or before `time`; the oldest known price when history is shorter. */
  priceAt(time: bigint): bigint | undefined {
    let found: bigint | undefined = this.points[0]?.price;
    for (const p of this.points) {
      if (p.time > time) break;
      found = p.price;
    }
    return found;
  }
}
