import { formatPrice, formatSize } from '../../../lib/format-decimal.ts';
import { displayAmount } from '../../../lib/format/display-rules.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { AssetEntity } from '../../../entities/asset/asset-directory.ts';
import type { MarketEntity } from '../../../entities/market/market-directory.ts';
import type { ProposalEntity } from '../../../entities/proposal/proposal-directory.ts';
import type { ValidatorEntity } from '../../../entities/validator/validator-directory.ts';
import { text, type FieldValue } from './fields.ts';

/** The entity layer's projections: decoding reads names and decimals from them. */
export type MarketInfo = Pick<
  MarketEntity,
  'id' | 'code' | 'decimalPlaces' | 'positionDecimalPlaces' | 'settlementAsset'
>;
export type AssetInfo = Pick<AssetEntity, 'id' | 'symbol' | 'decimals'>;
export type ValidatorInfo = Pick<ValidatorEntity, 'id' | 'name'>;
export type ProposalInfo = Pick<ProposalEntity, 'id' | 'title' | 'state'>;

/**
 * What decoding needs beyond the transaction: markets and assets for decimals and names, and
 * the governance (staking) token for delegation amounts. Any of it may be missing (still
 * loading, failed, or an id the node does not know): values are then shown raw and say so.
 */
export interface Lookups {
  markets: ReadonlyMap<string, MarketInfo>;
  assets: ReadonlyMap<string, AssetInfo>;
  /** Validators by node id, for delegations and node commands. */
  validators?: ReadonlyMap<string, ValidatorInfo>;
  /** Proposals by id, for votes. */
  proposals?: ReadonlyMap<string, ProposalInfo>;
  governanceAssetId?: string;
  /** Oracle spec ids by the data property they listen for, for oracle data submissions. */
  oracleSpecs?: ReadonlyMap<string, readonly string[]>;
}

export const NO_LOOKUPS: Lookups = { markets: new Map(), assets: new Map() };

/** "Nodey McNodeface"; the shortened node id while the validator is unknown. */
export function validatorName(lookups: Lookups, nodeId: string): string {
  return lookups.validators?.get(nodeId)?.name || `node ${truncateMiddle(nodeId)}`;
}

/** The proposal's title in quotes (cut at 60 characters); the shortened id while unknown. */
export function proposalName(lookups: Lookups, proposalId: string): string {
  const title = lookups.proposals?.get(proposalId)?.title.trim();
  if (!title) return `proposal ${truncateMiddle(proposalId)}`;
  return `“${title.length > 60 ? `${title.slice(0, 60)}…` : title}”`;
}

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

/** "1,000.5 USDC" by the display rules; the raw integer, marked, when the asset is unknown. */
export function amountText(lookups: Lookups, assetId: string, raw: string): string {
  const asset = lookups.assets.get(assetId);
  return asset ? displayAmount(raw, asset.decimals, asset.symbol).text : `${raw} (raw)`;
}

/** The exact amount for the hover text (all the asset's decimals); the raw integer if unknown. */
export function amountExact(lookups: Lookups, assetId: string, raw: string): string {
  const asset = lookups.assets.get(assetId);
  return asset ? displayAmount(raw, asset.decimals, asset.symbol).exact : raw;
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
  return text(amountText(lookups, assetId, raw), amountExact(lookups, assetId, raw));
}

/** A governance-token amount as a field: trimmed, exact on hover. */
export function stakeValue(lookups: Lookups, raw: string): FieldValue {
  return lookups.governanceAssetId
    ? amountValue(lookups, lookups.governanceAssetId, raw)
    : text(`${raw} (raw)`);
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
