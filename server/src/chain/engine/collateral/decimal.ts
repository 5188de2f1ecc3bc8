// Exact decimal arithmetic for fee factors, risk factors and margin scaling factors.
// Factors arrive as decimal strings ("0.0002", "1e-6") or JSON doubles (1.1); floats never touch
// an amount: a factor becomes the fraction num / 10^k and every product is rounded once.

/** A non-negative or negative decimal as the exact fraction `num / den`, `den` = 10^k. */
export interface Decimal {
  readonly num: bigint;
  readonly den: bigint;
}

/** What callers may pass where a factor is expected. */
export type Decimalish = string | number | Decimal;

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/;
// The same few factors are parsed for every trade; keep their parsed form.
const cache = new Map<string, Decimal>();

/** Parses "0.0002", "1.5", "1e-6" or a finite number into an exact fraction. */
export function parseDecimal(value: Decimalish): Decimal {
  if (typeof value === 'object') return value;
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`not a finite decimal: ${value}`);
  }
  const text = String(value);
  const cached = cache.get(text);
  if (cached) return cached;
  const m = DECIMAL_RE.exec(text);
  if (!m) throw new RangeError(`not a decimal: ${text}`);
  const [, sign, int = '0', frac = '', exp = '0'] = m;
  const digits = BigInt(int + frac) * (sign ? -1n : 1n);
  const shift = Number(exp) - frac.length;
  const parsed: Decimal =
    shift >= 0
      ? { num: digits * 10n ** BigInt(shift), den: 1n }
      : { num: digits, den: 10n ** BigInt(-shift) };
  cache.set(text, parsed);
  return parsed;
}

/** ⌈a / b⌉ for a ≥ 0, b > 0. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** ⌈amount × factor / divisor⌉ for non-negative operands. */
export function mulCeil(amount: bigint, factor: Decimalish, divisor = 1n): bigint {
  const d = parseDecimal(factor);
  return ceilDiv(amount * d.num, d.den * divisor);
}

/** ⌊amount × factor / divisor⌋ for non-negative operands. */
export function mulFloor(amount: bigint, factor: Decimalish, divisor = 1n): bigint {
  const d = parseDecimal(factor);
  return (amount * d.num) / (d.den * divisor);
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/**
 * How a market's integers relate to its settlement asset's base units. Prices are in market
 * decimals, sizes in position decimals; an amount of asset = price × priceFactor × size /
 * 10^positionDecimals (priceFactor = 10^(assetDecimals − marketDecimals), as on the network).
 */
export interface MarketScale {
  readonly positionDecimals: number;
  /** Defaults to 1 (market decimals = asset decimals). */
  readonly priceFactor?: bigint;
}

export function priceFactorOf(assetDecimals: number, marketDecimals: number): bigint {
  if (marketDecimals > assetDecimals) {
    throw new RangeError('market decimals cannot exceed the settlement asset decimals');
  }
  return 10n ** BigInt(assetDecimals - marketDecimals);
}

export function positionFactor(scale: MarketScale): bigint {
  return 10n ** BigInt(scale.positionDecimals);
}

/** price × priceFactor × size: the notional before dividing by 10^positionDecimals. */
export function scaledNotional(price: bigint, size: bigint, scale: MarketScale): bigint {
  return price * (scale.priceFactor ?? 1n) * size;
}

/**
 * Splits `total` in proportion to non-negative `weights`, exactly: each share is floored and
 * the leftover units go one by one to the largest remainders (ties: earlier index first), so
 * the shares always add up to `total`. All-zero weights yield all-zero shares.
 */
export function proRata(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, w) => a + w, 0n);
  if (sum <= 0n || total <= 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, s) => a + s, 0n);
  if (left > 0n) {
    const order = weights
      .map((w, i) => ({ i, rem: (total * w) % sum }))
      .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
    for (const { i } of order) {
      if (left === 0n) break;
      shares[i] = (shares[i] ?? 0n) + 1n;
      left -= 1n;
    }
  }
  return shares;
}
