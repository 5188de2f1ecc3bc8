// The explorer's one rule set for numbers a person reads. Every page formats through these
// functions, so the same kind of value reads the same everywhere; the rules are written down
// in display-rules.test.ts beside the cases that pin them.
import { formatUnits } from '../format-decimal.ts';

/** Fraction digits an amount shows; the exact value is on hover (`exact`). */
export const AMOUNT_DISPLAY_DIGITS = 6;
/** Significant digits of scores, weights and shares. */
export const SCORE_DIGITS = 4;
/** No visible number shows more fraction digits than this outside a raw-value view. */
export const MAX_VISIBLE_FRACTION_DIGITS = 8;

/** A value as shown and its exact form for the hover text (equal when nothing was trimmed). */
export interface Displayed {
  text: string;
  exact: string;
}

/**
 * An amount of an asset, raw integer scaled by 10^decimals: thousands separators, at most
 * AMOUNT_DISPLAY_DIGITS fraction digits (trailing zeros trimmed), the symbol after it. A
 * non-zero amount that rounds to zero reads "< 0.000001" rather than a false 0.
 */
export function displayAmount(raw: string, decimals: number, symbol?: string): Displayed {
  const unit = symbol ? ` ${symbol}` : '';
  const exact = `${formatUnits(raw, decimals)}${unit}`;
  let shown = formatUnits(raw, decimals, { maxFractionDigits: AMOUNT_DISPLAY_DIGITS });
  if (/^-?0$/.test(shown) && /[1-9]/.test(raw)) {
    shown = `${raw.startsWith('-') ? '> -' : '< '}0.${'0'.repeat(AMOUNT_DISPLAY_DIGITS - 1)}1`;
  }
  return { text: `${shown}${unit}`, exact };
}

function toNumber(value: string | number): number | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return typeof value === 'string' && value.trim() === ''
    ? undefined
    : Number.isFinite(n)
      ? n
      : undefined;
}

/** Rounds to `digits` significant digits in plain notation, trailing zeros trimmed. */
function significant(n: number, digits: number): string {
  if (n === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(n)));
  const fraction = Math.max(0, digits - 1 - magnitude);
  const text = n.toFixed(Math.min(fraction, 20));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Caps a plain decimal at MAX_VISIBLE_FRACTION_DIGITS: "< 0.00000001" below that. */
function capFraction(text: string, n: number): string {
  const frac = text.split('.')[1] ?? '';
  if (frac.length <= MAX_VISIBLE_FRACTION_DIGITS) return text;
  const floor = `0.${'0'.repeat(MAX_VISIBLE_FRACTION_DIGITS - 1)}1`;
  return n < 0 ? `> -${floor}` : `< ${floor}`;
}

/**
 * A score or weight (ranking, stake, performance scores, voting power, multipliers) to
 * SCORE_DIGITS significant digits: "0.1776950365307152" → "0.1777". Not a number → as given.
 */
export function displayScore(value: string | number): Displayed {
  const exact = String(value);
  const n = toNumber(value);
  if (n === undefined) return { text: exact, exact };
  return { text: capFraction(significant(n, SCORE_DIGITS), n), exact };
}

/**
 * A share, range or weight given as a fraction of 1, as a percentage with SCORE_DIGITS
 * significant digits: "0.95" → "95%", "0.0000036340294481" → "0.0003634%". The one rendering
 * of a liquidity range, a vote weight, a participation or majority requirement.
 */
export function displayPercent(fraction: string | number): Displayed {
  const exact = String(fraction);
  const n = toNumber(fraction);
  if (n === undefined) return { text: exact, exact };
  return { text: `${capFraction(significant(n * 100, SCORE_DIGITS), n)}%`, exact };
}
