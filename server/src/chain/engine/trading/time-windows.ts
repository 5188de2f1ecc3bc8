/**
 * Trailing-window aggregates of one value per block (open interest, traded value), read once
 * per block. Both keep only what a later read can still need, so a read is O(1) amortised
 * whatever the window's length (an hour of 1-second blocks is 3,600 points).
 */

/** Drops the points before `head` once there are enough of them; returns the new head. */
function compact(points: unknown[], head: number): number {
  if (head < 1024) return head;
  points.splice(0, head);
  return 0;
}

/** The largest value added at or after a time: a monotonic queue (values strictly decreasing). */
export class WindowMax {
  private readonly points: { time: bigint; value: bigint }[] = [];
  private head = 0;

  add(time: bigint, value: bigint): void {
    // A value never larger than a newer one can never be the maximum again.
    while (this.points.length > this.head && this.points[this.points.length - 1]!.value <= value)
      this.points.pop();
    this.points.push({ time, value });
  }

  /** max of the values added at or after `from`; 0n when there are none. */
  max(from: bigint): bigint {
    while (this.head < this.points.length && this.points[this.head]!.time < from) this.head++;
    this.head = compact(this.points, this.head);
    return this.points[this.head]?.value ?? 0n;
  }
}

/** The sum of the values added at or after a time. */
export class WindowSum {
  private readonly points: { time: bigint; value: bigint }[] = [];
  private head = 0;
  private total = 0n;

  add(time: bigint, value: bigint): void {
    if (value === 0n) return;
    this.points.push({ time, value });
    this.total += value;
  }

  sum(from: bigint): bigint {
    while (this.head < this.points.length && this.points[this.head]!.time < from) {
      this.total -= this.points[this.head]!.value;
      this.head++;
    }
    this.head = compact(this.points, this.head);
    return this.total;
  }
}
