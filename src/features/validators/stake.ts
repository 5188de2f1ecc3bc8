/** Sum of integer strings, exact. */
export function sumStake(values: readonly string[]): string {
  return values.reduce((sum, v) => sum + (/^\d+$/.test(v) ? BigInt(v) : 0n), 0n).toString();
}

/** Largest stake first; ties by name so the order is stable. */
export function byStakeDesc<T extends { stakedTotal: string; name: string }>(a: T, b: T): number {
  const x = BigInt(a.stakedTotal);
  const y = BigInt(b.stakedTotal);
  return x > y ? -1 : x < y ? 1 : a.name.localeCompare(b.name);
}
