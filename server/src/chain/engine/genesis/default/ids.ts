import { createHash } from 'node:crypto';

/**
 * Deterministic ids and pseudo-random numbers for the default genesis: everything is derived
 * from SHA-256 of a readable label (e.g. sha256("asset:VOTE")), so re-running the generator
 * always produces the same file.
 */
export function sha256Hex(label: string): string {
  return createHash('sha256').update(label).digest('hex');
}

/** Base64 of the 32-byte SHA-256 of a label (Tendermint-style public key). */
export function sha256Base64(label: string): string {
  return createHash('sha256').update(label).digest('base64');
}

/** Lower-case Ethereum address derived from a label. */
export function ethAddressOf(label: string): string {
  return `0x${sha256Hex(label).slice(0, 40)}`;
}

/** Uniform number in [0, 1) derived from a label. */
export function unit(label: string): number {
  return parseInt(sha256Hex(label).slice(0, 13), 16) / 2 ** 52;
}

/** Integer in [min, max] derived from a label. */
export function intBetween(label: string, min: number, max: number): number {
  return min + Math.floor(unit(label) * (max - min + 1));
}

/** Picks one element of a non-empty list. */
export function pick<T>(label: string, items: readonly T[]): T {
  return items[Math.floor(unit(label) * items.length)] as T;
}

/**
 * Converts a human amount (e.g. 1234.5 USDC) into base units of an asset with `decimals`
 * decimals, as a decimal string. Keeps at most 6 fractional digits of the input.
 */
export function toBaseUnits(amount: number, decimals: number): string {
  const micro = BigInt(Math.round(amount * 1e6));
  const value =
    decimals >= 6 ? micro * 10n ** BigInt(decimals - 6) : micro / 10n ** BigInt(6 - decimals);
  return value.toString();
}

/** Rounds a number to a "human" amount with two significant digits (1234 → 1200, 0.01234 → 0.012). */
export function roundNice(amount: number): number {
  return amount > 0 ? Number(amount.toPrecision(2)) : 0;
}
