const HEIGHT_RE = /^\d{1,19}$/;

/** A block height from the URL: valid when a whole number from 1, then without leading zeros. */
export function readHeight(raw: string): { valid: boolean; height: string } {
  const valid = HEIGHT_RE.test(raw) && BigInt(raw) > 0n;
  return { valid, height: valid ? BigInt(raw).toString() : raw };
}
