import type { MarketEntity } from '../../entities/market/market-directory.ts';
import { displayAmount, type Displayed } from '../../lib/format/display-rules.ts';
import type { Asset } from '#contract/asset.ts';
import { formatPrice, formatSize } from '../../lib/format-decimal.ts';

/** What the party pages need of a market: the entity layer's one market projection. */
export type MarketInfo = Pick<
  MarketEntity,
  'id' | 'code' | 'decimalPlaces' | 'positionDecimalPlaces' | 'settlementAsset'
>;

/**
 * Reference data for formatting. Either map may be missing (still loading, or failed): the
 * helpers then show raw integers, marked as such, rather than guessing a scale.
 */
export interface Lookups {
  assets?: ReadonlyMap<string, Asset> | undefined;
  markets?: ReadonlyMap<string, MarketInfo> | undefined;
}

const INTEGER_RE = /^-?\d+$/;

/** "1,234.5 USDC" in the asset's decimals; the raw integer plus " (raw)" when unknown. */
export function assetAmount(lookups: Lookups, assetId: string, raw: string): string {
  const asset = lookups.assets?.get(assetId);
  if (!asset || !INTEGER_RE.test(raw)) return `${raw} (raw)`;
  return displayAmount(raw, Number(asset.details.decimals), asset.details.symbol).text;
}

/**
 * The amount alone, for a column whose header names the asset ("Balance (USDC)"): a phone's
 * row has no room to repeat the symbol on every line. The exact value is `exact`; the raw
 * integer, marked, when the asset is unknown.
 */
export function assetFigure(lookups: Lookups, assetId: string, raw: string): Displayed {
  const asset = lookups.assets?.get(assetId);
  if (!asset || !INTEGER_RE.test(raw)) return { text: `${raw} (raw)`, exact: `${raw} (raw)` };
  return displayAmount(raw, Number(asset.details.decimals));
}

export function assetSymbol(lookups: Lookups, assetId: string): string | undefined {
  return lookups.assets?.get(assetId)?.details.symbol;
}

export function marketCode(lookups: Lookups, marketId: string): string | undefined {
  return lookups.markets?.get(marketId)?.code;
}

/** A price in the market's decimal places (integers only; anything else is shown as sent). */
export function marketPrice(lookups: Lookups, marketId: string, raw: string): string {
  const market = lookups.markets?.get(marketId);
  if (!market || !INTEGER_RE.test(raw)) return raw;
  return formatPrice(raw, market.decimalPlaces);
}

/** A size or volume in the market's position decimal places. */
export function marketSize(lookups: Lookups, marketId: string, raw: string): string {
  const market = lookups.markets?.get(marketId);
  if (!market || !INTEGER_RE.test(raw)) return raw;
  return formatSize(raw, market.positionDecimalPlaces);
}

/** An amount of the market's settlement asset (PnL, margins). */
export function settlementAmount(lookups: Lookups, marketId: string, raw: string): string {
  const asset = lookups.markets?.get(marketId)?.settlementAsset;
  return asset ? assetAmount(lookups, asset, raw) : `${raw} (raw)`;
}
