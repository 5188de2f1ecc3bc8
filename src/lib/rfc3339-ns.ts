const RFC3339 = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An RFC 3339 time with up to nine fraction digits (CometBFT's block times) as Unix
 * nanoseconds in a decimal string (what Timestamp takes), exact to the nanosecond; undefined
 * when it is not one.
 */
export function rfc3339ToNs(text: string): string | undefined {
  const match = RFC3339.exec(text);
  if (!match) return undefined;
  const [, seconds = '', fraction = '', zone = ''] = match;
  const ms = Date.parse(`${seconds}${zone}`);
  if (!Number.isFinite(ms)) return undefined;
  return (BigInt(ms) * 1_000_000n + BigInt(fraction.padEnd(9, '0'))).toString();
}
