import { formatUnits } from '../../lib/format-decimal.ts';
import type { StakeToken } from './api/validators-queries.ts';

/** A stake amount in whole tokens ("12,300 VOTE"); raw base units until the token is known. */
export function formatStake(raw: string, token: StakeToken | undefined): string {
  if (!token) return `${raw} (raw)`;
  return `${formatUnits(raw, token.decimals, { maxFractionDigits: 4 })} ${token.symbol}`;
}

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
