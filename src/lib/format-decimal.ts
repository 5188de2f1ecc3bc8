// Exact decimal formatting of raw (unscaled) integer strings. Amounts on the network are
// integers scaled by 10^decimals and routinely exceed 2^53 (18-decimal ERC-20 amounts), so all
// arithmetic is BigInt; Number never touches an amount. Formatting is all we do with them
// (no division or rounding modes beyond one), so a decimal library would add weight, not rules.

export interface FormatUnitsOptions {
  /** Round to at most this many fraction digits (half away from zero). Default: all digits. */
  maxFractionDigits?: number;
  /** Keep trailing zeros so exactly `maxFractionDigits` (or `decimals`) digits are shown. */
  fixed?: boolean;
  /** Thousands separators in the integer part. Default true. */
  group?: boolean;
  /** Suffix form (K, M, B, T) for magnitudes >= 1000; `maxFractionDigits` defaults to 2. */
  compact?: boolean;
}

// Anything longer is not a plausible on-chain amount; refusing it bounds BigInt parsing work.
const MAX_DIGITS = 256;
const MAX_SCALE = 1000;
const INTEGER_RE = /^-?\d+$/;
const COMPACT_UNITS: readonly (readonly [number, string])[] = [
  [0, ''],
  [3, 'K'],
  [6, 'M'],
  [9, 'B'],
  [12, 'T'],
];

function isScale(n: number): boolean {
  return Number.isInteger(n) && Math.abs(n) <= MAX_SCALE;
}

function parseRawInteger(raw: string): bigint | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_DIGITS + 1 || !INTEGER_RE.test(raw)) {
    return undefined;
  }
  return BigInt(raw);
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

interface Parts {
  negative: boolean;
  int: bigint;
  frac: string;
}

/** Splits n / 10^decimals into integer and fraction digits, rounding to `maxFrac` digits. */
function toParts(n: bigint, decimals: number, maxFrac: number): Parts {
  const abs = n < 0n ? -n : n;
  let int: bigint;
  let frac = '';
  if (decimals <= 0) {
    int = abs * pow10(-decimals);
  } else if (maxFrac >= decimals) {
    const div = pow10(decimals);
    int = abs / div;
    frac = (abs % div).toString().padStart(decimals, '0');
  } else {
    const div = pow10(decimals - maxFrac);
    let q = abs / div;
    if ((abs % div) * 2n >= div) q += 1n;
    const fracDiv = pow10(maxFrac);
    int = q / fracDiv;
    frac = maxFrac > 0 ? (q % fracDiv).toString().padStart(maxFrac, '0') : '';
  }
  // A negative value that rounds to zero is shown as "0", never "-0".
  const negative = n < 0n && (int !== 0n || /[1-9]/.test(frac));
  return { negative, int, frac };
}

function render(parts: Parts, fracDigits: number, fixed: boolean, group: boolean): string {
  const frac = fixed ? parts.frac.padEnd(fracDigits, '0') : parts.frac.replace(/0+$/, '');
  const intText = group ? groupThousands(parts.int.toString()) : parts.int.toString();
  return `${parts.negative ? '-' : ''}${intText}${frac ? `.${frac}` : ''}`;
}

/**
 * Formats a raw integer string scaled by 10^decimals, e.g. ("12345678", 4) → "1,234.5678".
 * `decimals` may be negative (the raw value is then multiplied by 10^-decimals).
 * Invalid input (not an optional "-" followed by at most 256 digits, or a non-integer
 * `decimals`) is returned unchanged as the fallback, so callers can always render something.
 */
export function formatUnits(raw: string, decimals: number, opts: FormatUnitsOptions = {}): string {
  const n = parseRawInteger(raw);
  if (n === undefined || !isScale(decimals)) return String(raw);
  const group = opts.group ?? true;
  const fixed = opts.fixed ?? false;
  const requested = opts.maxFractionDigits;
  const validRequested =
    requested !== undefined && Number.isInteger(requested) && requested >= 0
      ? Math.min(requested, MAX_SCALE)
      : undefined;

  if (!opts.compact) {
    const maxFrac = validRequested ?? Math.max(decimals, 0);
    return render(toParts(n, decimals, maxFrac), maxFrac, fixed, group);
  }

  const maxFrac = validRequested ?? 2;
  const abs = n < 0n ? -n : n;
  let unitIndex = 0;
  COMPACT_UNITS.forEach(([exp], i) => {
    // value >= 10^exp  ⇔  abs >= 10^(decimals + exp), where a non-positive power means >= 1 raw.
    const rawExp = decimals + exp;
    if (abs >= (rawExp <= 0 ? 1n : pow10(rawExp))) unitIndex = i;
  });
  for (;;) {
    const unit = COMPACT_UNITS[unitIndex] ?? [0, ''];
    const parts = toParts(n, decimals + unit[0], maxFrac);
    // Rounding can carry into the next unit: 999,999 → "1,000K" must read "1M".
    if (parts.int >= 1000n && unitIndex < COMPACT_UNITS.length - 1) {
      unitIndex += 1;
      continue;
    }
    return render(parts, maxFrac, fixed, group) + unit[1];
  }
}

/**
 * Inverse of formatUnits: "1,234.5678" with 4 decimals → "12345678". Accepts an optional "-",
 * digits with optional correct thousands grouping, and an optional fraction. Returns undefined
 * for anything else, and when the value is not exactly representable with `decimals`
 * (more significant fraction digits than decimals) — never rounds silently.
 */
export function parseUnits(human: string, decimals: number): string | undefined {
  if (typeof human !== 'string' || !isScale(decimals)) return undefined;
  const text = human.trim();
  if (text.length > MAX_DIGITS * 2) return undefined;
  const match = /^(-?)(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const [, sign = '', intRaw = '', fracRaw = ''] = match;
  if (intRaw === '' && fracRaw === '') return undefined;
  const intDigits = intRaw.replace(/,/g, '') || '0';
  const frac = fracRaw.replace(/0+$/, '');
  let n: bigint;
  if (decimals >= 0) {
    if (frac.length > decimals) return undefined;
    n = BigInt(intDigits + frac.padEnd(decimals, '0'));
  } else {
    if (frac.length > 0) return undefined;
    const div = pow10(-decimals);
    const whole = BigInt(intDigits);
    if (whole % div !== 0n) return undefined;
    n = whole / div;
  }
  return (sign === '-' && n !== 0n ? -n : n).toString();
}

/** Market price: all `decimalPlaces` digits kept, since prices are quantised to them. */
export function formatPrice(
  raw: string,
  decimalPlaces: number,
  opts: FormatUnitsOptions = {},
): string {
  return formatUnits(raw, decimalPlaces, { fixed: true, ...opts });
}

/** Position / order size; `positionDecimalPlaces` may be negative on this network. */
export function formatSize(
  raw: string,
  positionDecimalPlaces: number,
  opts: FormatUnitsOptions = {},
): string {
  return formatUnits(raw, positionDecimalPlaces, { fixed: true, ...opts });
}

/** Asset amount: exact (all asset decimals) with trailing zeros trimmed, so nothing is hidden. */
export function formatAmount(
  raw: string,
  assetDecimals: number,
  opts: FormatUnitsOptions = {},
): string {
  return formatUnits(raw, assetDecimals, opts);
}

const DECIMAL_RE = /^(-?)(\d+)(?:\.(\d+))?$/;

function parseDecimal(text: string): { value: bigint; scale: number } | undefined {
  if (typeof text !== 'string' || text.length > MAX_DIGITS * 2) return undefined;
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', int = '0', frac = ''] = match;
  const abs = BigInt(int + frac);
  return { value: sign === '-' ? -abs : abs, scale: frac.length };
}

/**
 * Exact comparison of decimal strings ("-12", "0.5", "1234.000001"), usable as a sort
 * comparator. Invalid strings sort after every valid one, and among themselves by code unit.
 */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) {
    if (x) return -1;
    if (y) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  const scale = Math.max(x.scale, y.scale);
  const xv = x.value * pow10(scale - x.scale);
  const yv = y.value * pow10(scale - y.scale);
  return xv < yv ? -1 : xv > yv ? 1 : 0;
}
