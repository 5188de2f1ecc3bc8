/** How many past epochs the selector offers (older ones can still be typed into the URL). */
export const EPOCH_CHOICES = 50;

/** `?epoch=` as a canonical decimal, or undefined (= current) when absent or malformed. */
export function epochParam(raw: string | null): string | undefined {
  if (raw === null || !/^\d{1,19}$/.test(raw)) return undefined;
  const value = BigInt(raw);
  return value > 0n ? value.toString() : undefined;
}

/** Epoch numbers for the selector: the current one first, then older, at most EPOCH_CHOICES. */
export function epochChoices(current: string): string[] {
  if (!/^\d{1,19}$/.test(current)) return [];
  const choices: string[] = [];
  for (let seq = BigInt(current); seq > 0n && choices.length < EPOCH_CHOICES; seq -= 1n) {
    choices.push(seq.toString());
  }
  return choices;
}

/**
 * `part / total` as a percentage with `digits` decimals, exact (BigInt, rounded half up);
 * "—" when the total is zero or an input is not an integer string.
 */
export function percentOf(part: string, total: string, digits = 2): string {
  if (!/^\d+$/.test(part) || !/^\d+$/.test(total) || BigInt(total) === 0n) return '—';
  const scale = 10n ** BigInt(digits);
  const scaled = (BigInt(part) * 100n * scale * 2n + BigInt(total)) / (BigInt(total) * 2n);
  const int = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, '0');
  return `${int}${digits > 0 ? `.${frac}` : ''}%`;
}
