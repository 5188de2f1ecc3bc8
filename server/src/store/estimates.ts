import type { Market } from '#contract/market.ts';
import type { MarginLevels as MarginLevelsRecord } from '#contract/margin.ts';
import { continuousFees, toFeeRecord, type FeeRecord } from '../chain/engine/collateral/fees.ts';
import { priceFactorOf, type MarketScale } from '../chain/engine/collateral/decimal.ts';
import {
  marginLevels,
  type MarginLevels,
  type RiskFactors,
} from '../chain/engine/collateral/margin.ts';
import { riskFactorsFor } from '../chain/engine/state/market-runtime.ts';
import type { Queryable } from './database.ts';
import { getLatestMarketData } from './market-data.ts';
import { getMarket } from './markets.ts';

/**
 * Estimates with the engine's own fee and margin code (chain/engine/collateral/fees.ts, margin.ts),
 * fed with what the database holds for the market: its fee factors, scaling and risk model
 * (the same inputs the engine's market runtime derives from its configuration), its mark
 * price and the party's position and live orders as of the last committed block.
 */
export interface MarketInputs {
  market: Market;
  scale: MarketScale;
  riskFactors: RiskFactors;
  /** The price margins are computed at: mark price, else last traded price (0n: none yet). */
  riskPrice: bigint;
  timestamp: string;
}

export async function marketInputs(
  db: Queryable,
  marketId: string,
): Promise<MarketInputs | undefined> {
  const market = await getMarket(db, marketId);
  if (!market) return undefined;
  const asset = market.tradableInstrument.instrument.future?.settlementAsset ?? '';
  const [row] = await db.query<{ decimals: number }>('SELECT decimals FROM assets WHERE id = $1', [
    asset,
  ]);
  const { data } = await getLatestMarketData(db, marketId);
  const mark = BigInt(data?.markPrice ?? '0');
  const last = BigInt(data?.lastTradedPrice ?? '0');
  const model = market.tradableInstrument;
  return {
    market,
    scale: {
      positionDecimals: Number(market.positionDecimalPlaces),
      priceFactor: priceFactorOf(Number(row?.decimals ?? 0), Number(market.decimalPlaces)),
    },
    riskFactors: riskFactorsFor(model.simpleRiskModel?.params, model.logNormalRiskModel),
    riskPrice: mark > 0n ? mark : last,
    timestamp: data?.timestamp ?? '0',
  };
}

/** The fees an order of `size` at `price` pays as the aggressor of a continuous trade. */
export function estimateFee(inputs: MarketInputs, price: bigint, size: bigint): FeeRecord {
  const factors = inputs.market.fees.factors;
  return toFeeRecord(continuousFees({ price, size }, factors, inputs.scale));
}

const toRecord = (
  levels: MarginLevels,
  inputs: MarketInputs,
  partyId: string,
): MarginLevelsRecord => ({
  maintenanceMargin: levels.maintenanceMargin.toString(),
  searchLevel: levels.searchLevel.toString(),
  initialMargin: levels.initialMargin.toString(),
  collateralReleaseLevel: levels.collateralReleaseLevel.toString(),
  partyId,
  marketId: inputs.market.id,
  asset: inputs.market.tradableInstrument.instrument.future?.settlementAsset ?? '',
  timestamp: inputs.timestamp,
});

function levelsAt(
  inputs: MarketInputs,
  fallbackPrice: bigint,
  position: { openVolume: bigint; buyOrders: bigint; sellOrders: bigint },
): MarginLevels {
  const scaling = inputs.market.tradableInstrument.marginCalculator.scalingFactors;
  return marginLevels({
    ...position,
    markPrice: inputs.riskPrice > 0n ? inputs.riskPrice : fallbackPrice,
    riskFactors: inputs.riskFactors,
    scaling: {
      searchLevel: scaling.searchLevel,
      initialMargin: scaling.initialMargin,
      collateralRelease: scaling.collateralRelease,
    },
    scale: inputs.scale,
  });
}

/**
 * The party's margin levels with the order added to its live orders: what the engine's
 * margin check computes when the order is placed (chain/trading/margins.ts partyMarginLevels).
 */
export async function estimateMargin(
  db: Queryable,
  inputs: MarketInputs,
  order: { partyId: string; side: 'SIDE_BUY' | 'SIDE_SELL'; size: bigint; price: bigint },
): Promise<MarginLevelsRecord> {
  const [row] = await db.query<{ open_volume: string | null; buy: string; sell: string }>(
    `SELECT
       (SELECT record::jsonb ->> 'openVolume' FROM positions
         WHERE party_id = $1 AND market_id = $2) AS open_volume,
       COALESCE(sum((v.record::jsonb ->> 'remaining')::numeric)
         FILTER (WHERE v.record::jsonb ->> 'side' = 'SIDE_BUY'), 0)::text AS buy,
       COALESCE(sum((v.record::jsonb ->> 'remaining')::numeric)
         FILTER (WHERE v.record::jsonb ->> 'side' = 'SIDE_SELL'), 0)::text AS sell
     FROM orders_current c JOIN order_versions v ON v.id = c.id AND v.version = c.version
     WHERE c.party_id = $1 AND c.market_id = $2 AND c.status IN ('STATUS_ACTIVE', 'STATUS_PARKED')`,
    [order.partyId, inputs.market.id],
  );
  const buy = BigInt(row?.buy ?? '0') + (order.side === 'SIDE_BUY' ? order.size : 0n);
  const sell = BigInt(row?.sell ?? '0') + (order.side === 'SIDE_SELL' ? order.size : 0n);
  const openVolume = BigInt(row?.open_volume ?? '0');
  const levels = levelsAt(inputs, order.price, { openVolume, buyOrders: buy, sellOrders: sell });
  return toRecord(levels, inputs, order.partyId);
}

/**
 * Margin of an open volume alone; the engine's margin model has no slippage or order-book
 * term, so the worst and best cases are the same. The liquidation price is where the
 * collateral plus the position's mark-to-market equals its maintenance margin:
 * long  p = (V·m·k − C) / (V·k·(1 − r)),  short p = (C + S·m·k) / (S·k·(1 + r)),
 * with k = priceFactor / 10^positionDecimals (market price → asset units), floored at 0.
 */
export function estimatePosition(
  inputs: MarketInputs,
  openVolume: bigint,
  collateral: bigint | undefined,
) {
  const levels = levelsAt(inputs, 0n, { openVolume, buyOrders: 0n, sellOrders: 0n });
  const record = toRecord(levels, inputs, '');
  let liquidation = null;
  if (collateral !== undefined) {
    const price = liquidationPrice(inputs, openVolume, collateral).toString();
    const both = { openVolumeOnly: price, includingBuyOrders: price, includingSellOrders: price };
    liquidation = { worstCase: both, bestCase: both };
  }
  return { margin: { worstCase: record, bestCase: record }, liquidation };
}

function liquidationPrice(inputs: MarketInputs, openVolume: bigint, collateral: bigint): bigint {
  if (openVolume === 0n || inputs.riskPrice === 0n) return 0n;
  const k = Number(inputs.scale.priceFactor ?? 1n) / 10 ** inputs.scale.positionDecimals;
  const m = Number(inputs.riskPrice);
  const c = Number(collateral);
  const long = openVolume > 0n;
  const size = Number(long ? openVolume : -openVolume);
  const r = Number(long ? inputs.riskFactors.long : inputs.riskFactors.short);
  const p = long
    ? (size * m * k - c) / (size * k * (1 - r))
    : (c + size * m * k) / (size * k * (1 + r));
  return Number.isFinite(p) && p > 0 ? BigInt(Math.floor(p)) : 0n;
}
