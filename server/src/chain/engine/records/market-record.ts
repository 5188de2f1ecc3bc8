import type { DataSourceDefinition, DataSourceSpec } from '#contract/data-source.ts';
import type { Market } from '#contract/market.ts';
import type { GenesisMarket } from '../genesis/genesis-schema.ts';
import { sha3Hex } from '../ids.ts';
import { isRunning } from '../lifecycle/market-lifecycle.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';

/** A data source as the network holds it: the definition plus an id derived from its content. */
function dataSourceSpec(definition: unknown, createdAt: bigint, active = true): DataSourceSpec {
  const data = definition as DataSourceDefinition;
  return {
    id: sha3Hex(JSON.stringify(data)),
    createdAt: createdAt.toString(),
    updatedAt: '0',
    data,
    status: active ? 'STATUS_ACTIVE' : 'STATUS_DEACTIVATED',
  };
}

/** The instrument id of the real network: derived from the market, here from its code. */
export const instrumentId = (config: GenesisMarket) =>
  sha3Hex(`instrument:${config.instrument.code}`);

/** The API's Market record of a running market (reference §3.2). */
export function toMarketRecord(market: MarketRuntime): Market {
  const c = market.config;
  const created = market.timestamps.proposed;
  // A market's data sources stop listening once it settled (or never opened).
  const active = isRunning(market);
  return {
    id: c.id,
    tradableInstrument: {
      instrument: {
        id: instrumentId(c),
        code: c.instrument.code,
        name: c.instrument.name,
        metadata: { tags: c.metadata },
        future: {
          settlementAsset: c.instrument.future.settlementAsset,
          quoteName: c.instrument.future.quoteName,
          dataSourceSpecForSettlementData: dataSourceSpec(
            c.instrument.future.dataSourceSpecForSettlementData,
            created,
            active,
          ),
          dataSourceSpecForTradingTermination: dataSourceSpec(
            c.instrument.future.dataSourceSpecForTradingTermination,
            created,
            active,
          ),
          dataSourceSpecBinding: c.instrument.future.dataSourceSpecBinding,
        },
      },
      marginCalculator: { scalingFactors: c.marginCalculator.scalingFactors },
      ...(c.logNormal ? { logNormalRiskModel: c.logNormal } : {}),
      ...(c.simple ? { simpleRiskModel: { params: c.simple } } : {}),
    },
    decimalPlaces: c.decimalPlaces,
    fees: { factors: c.fees.factors },
    openingAuction: { duration: c.openingAuction.duration, volume: '0' },
    priceMonitoringSettings: { parameters: c.priceMonitoringParameters },
    liquidityMonitoringParameters: c.liquidityMonitoringParameters,
    tradingMode: market.tradingMode,
    state: market.state,
    marketTimestamps: {
      proposed: market.timestamps.proposed.toString(),
      pending: market.timestamps.pending.toString(),
      open: market.timestamps.open.toString(),
      close: market.timestamps.close.toString(),
    },
    positionDecimalPlaces: c.positionDecimalPlaces,
    lpPriceRange: c.lpPriceRange,
    linearSlippageFactor: c.linearSlippageFactor,
    quadraticSlippageFactor: c.quadraticSlippageFactor,
  };
}
