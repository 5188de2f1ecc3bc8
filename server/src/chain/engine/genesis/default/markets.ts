import { BUILTIN_TIMESTAMP_PROPERTY, type DataSourceDefinition } from '../market-config-schema.ts';
import type { GenesisMarket } from '../market-schema.ts';
import { ASSET_IDS, type AssetSymbol } from './assets.ts';
import { sha256Hex } from './ids.ts';
import {
  MARKET_SEEDS,
  OPEN_ORACLE_ADDRESS,
  ORACLE_PARTY_IDS,
  type MarketSeed,
} from './market-seeds.ts';

export { ORACLE_PARTY_IDS } from './market-seeds.ts';

export const marketId = (code: string): string => sha256Hex(`market:${code}`);

function oracleSigners(oracle: MarketSeed['oracle']) {
  return oracle === 'open-oracle'
    ? [{ ethAddress: { address: OPEN_ORACLE_ADDRESS } }]
    : [{ pubKey: { key: ORACLE_PARTY_IDS[oracle] } }];
}

function build(seed: MarketSeed): GenesisMarket {
  const settlementProperty = `prices.${seed.base}${seed.quote === 'USD' ? '' : seed.quote}.value`;
  const terminationProperty = seed.terminatesAt
    ? BUILTIN_TIMESTAMP_PROPERTY
    : `trading.terminated.${seed.code}`;
  const settlement: DataSourceDefinition = {
    external: {
      oracle: {
        signers: oracleSigners(seed.oracle),
        filters: [
          {
            key: {
              name: settlementProperty,
              type: 'TYPE_INTEGER',
              numberDecimalPlaces: String(seed.decimalPlaces),
            },
            conditions: [{ operator: 'OPERATOR_GREATER_THAN', value: '0' }],
          },
        ],
      },
    },
  };
  const termination: DataSourceDefinition = seed.terminatesAt
    ? {
        internal: {
          time: {
            conditions: [
              { operator: 'OPERATOR_GREATER_THAN_OR_EQUAL', value: String(seed.terminatesAt) },
            ],
          },
        },
      }
    : {
        external: {
          oracle: {
            signers: [
              { pubKey: { key: ORACLE_PARTY_IDS[seed.oracle === 'tradfi' ? 'tradfi' : 'crypto'] } },
            ],
            filters: [
              {
                key: { name: terminationProperty, type: 'TYPE_BOOLEAN' },
                conditions: [{ operator: 'OPERATOR_EQUALS', value: 'true' }],
              },
            ],
          },
        },
      };
  const formerly = sha256Hex(`instrument:${seed.code}`).slice(0, 16).toUpperCase();
  return {
    id: marketId(seed.code),
    instrument: {
      name: seed.name,
      code: seed.code,
      future: {
        settlementAsset: ASSET_IDS[seed.settle],
        quoteName: seed.quote,
        dataSourceSpecForSettlementData: settlement,
        dataSourceSpecForTradingTermination: termination,
        dataSourceSpecBinding: {
          settlementDataProperty: settlementProperty,
          tradingTerminationProperty: terminationProperty,
        },
      },
    },
    decimalPlaces: String(seed.decimalPlaces),
    positionDecimalPlaces: String(seed.positionDecimalPlaces),
    metadata: [
      `formerly:${formerly}`,
      `base:${seed.base}`,
      `quote:${seed.quote}`,
      `class:${seed.class}`,
      seed.cadence,
      `sector:${seed.sector}`,
    ],
    priceMonitoringParameters: { triggers: seed.triggers },
    liquidityMonitoringParameters: {
      targetStakeParameters: { timeWindow: '3600', scalingFactor: 1 },
      triggeringRatio: '0',
      auctionExtension: '1',
    },
    ...seed.risk,
    lpPriceRange: seed.lpPriceRange,
    linearSlippageFactor: '0.001',
    quadraticSlippageFactor: '0',
    fees: {
      factors: { makerFee: '0.0002', infrastructureFee: '0.0005', liquidityFee: seed.liquidityFee },
    },
    marginCalculator: {
      scalingFactors: { searchLevel: 1.1, initialMargin: 1.5, collateralRelease: 1.7 },
    },
    openingAuction: { duration: String(seed.openingAuctionSeconds) },
    referencePrice: String(Math.round(seed.price * 10 ** seed.decimalPlaces)),
    volatility: seed.volatility,
  };
}

export const DEFAULT_MARKETS: GenesisMarket[] = MARKET_SEEDS.map(build);

/** Settlement asset symbol of each default market, for funding parties. */
export const MARKET_SETTLEMENT_SYMBOLS: AssetSymbol[] = [
  ...new Set(MARKET_SEEDS.map((s) => s.settle)),
];
