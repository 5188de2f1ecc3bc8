import { formatAmount, formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import { text, type FieldValue } from './fields.ts';

export interface MarketInfo {
  id: string;
  code: string;
  decimalPlaces: number;
  positionDecimalPlaces: number;
  /** Asset id the market settles in (futures). */
  settlementAsset?: string;
}

export interface AssetInfo {
  id: string;
  symbol: string;
  decimals: number;
}

/**
 * What decoding needs beyond the transaction: markets and assets for decimals and names, and
 * the governance (staking) token for delegation amounts. Any of it may be missing (still
 * loading, failed, or an id the node does not know): values are then shown raw and say so.
 */
export interface Lookups {
  markets: ReadonlyMap<string, MarketInfo>;
  assets: ReadonlyMap<string, AssetInfo>;
  governanceAssetId?: string;
}

export const NO_LOOKUPS: Lookups = { markets: new Map(), assets: new Map() };

const RAW_NOTE = 'raw integer: the market is not known to this node';

export function marketName(lookups: Lookups, marketId: string): string {
  return lookups.markets.get(marketId)?.code ?? `market ${truncateMiddle(marketId)}`;
}

export function assetSymbol(lookups: Lookups, assetId: string): string {
  return lookups.assets.get(assetId)?.symbol ?? `asset ${truncateMiddle(assetId)}`;
}

/** A price in the market's decimals; the raw integer when the market is unknown. */
export function priceText(lookups: Lookups, marketId: string, raw: string): string {
  const market = lookups.markets.get(marketId);
  return market ? formatPrice(raw, market.decimalPlaces) : raw;
}

export function sizeText(lookups: Lookups, marketId: string, raw: string): string {
  const market = lookups.markets.get(marketId);
  return market ? formatSize(raw, market.positionDecimalPlaces) : raw;
}

/** "1,000.5 USDC"; the raw integer and the asset's short id when the asset is unknown. */
export function amountText(lookups: Lookups, assetId: string, raw: string): string {
  const asset = lookups.assets.get(assetId);
  return asset ? `${formatAmount(raw, asset.decimals)} ${asset.symbol}` : `${raw} (raw)`;
}

export function priceValue(lookups: Lookups, marketId: string, raw: string): FieldValue {
  return lookups.markets.has(marketId)
    ? text(priceText(lookups, marketId, raw), raw)
    : text(raw, RAW_NOTE);
}

export function sizeValue(lookups: Lookups, marketId: string, raw: string): FieldValue {
  return lookups.markets.has(marketId)
    ? text(sizeText(lookups, marketId, raw), raw)
    : text(raw, RAW_NOTE);
}

export function amountValue(lookups: Lookups, assetId: string, raw: string): FieldValue {
  return text(amountText(lookups, assetId, raw), raw);
}

/** Amounts of the governance token (stake, delegation). */
export function stakeText(lookups: Lookups, raw: string): string {
  return lookups.governanceAssetId
    ? amountText(lookups, lookups.governanceAssetId, raw)
    : `${raw} (raw)`;
}

/** The asset of a market's settlement, for amounts committed on a market. */
export function settlementAssetOf(lookups: Lookups, marketId: string): string | undefined {
  return lookups.markets.get(marketId)?.settlementAsset;
}
