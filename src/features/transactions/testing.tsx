import type { Market } from '#contract/market.ts';

/** A market record in the contract's shape with the given code and decimals. */
export function marketNode(
  id: string,
  code: string,
  decimalPlaces: string,
  positionDecimalPlaces: string,
  settlementAsset: string,
): Market {
  const spec = {
    id: '0'.repeat(64),
    createdAt: '0',
    updatedAt: '0',
    data: {},
    status: 'STATUS_ACTIVE' as const,
  };
  return {
    id,
    tradableInstrument: {
      instrument: {
        id: '',
        code,
        name: code,
        metadata: { tags: [] },
        future: {
          settlementAsset,
          quoteName: 'USD',
          dataSourceSpecForSettlementData: spec,
          dataSourceSpecForTradingTermination: spec,
          dataSourceSpecBinding: { settlementDataProperty: 'p', tradingTerminationProperty: 't' },
        },
      },
      marginCalculator: {
        scalingFactors: { searchLevel: 1.1, initialMargin: 1.2, collateralRelease: 1.4 },
      },
    },
    decimalPlaces,
    fees: { factors: { makerFee: '0.0002', infrastructureFee: '0.0005', liquidityFee: '0.001' } },
    openingAuction: { duration: '0', volume: '0' },
    priceMonitoringSettings: { parameters: { triggers: [] } },
    liquidityMonitoringParameters: {
      targetStakeParameters: { timeWindow: '3600', scalingFactor: 10 },
      triggeringRatio: '0.7',
      auctionExtension: '1',
    },
    tradingMode: 'TRADING_MODE_CONTINUOUS',
    state: 'STATE_ACTIVE',
    marketTimestamps: { proposed: '0', pending: '0', open: '0', close: '0' },
    positionDecimalPlaces,
    lpPriceRange: '0.95',
    linearSlippageFactor: '0.001',
    quadraticSlippageFactor: '0',
  };
}

export const connection = <T,>(nodes: T[]) => ({
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: {
    startCursor: 'c0',
    endCursor: `c${nodes.length - 1}`,
    hasNextPage: false,
    hasPreviousPage: false,
  },
});
