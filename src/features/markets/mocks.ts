import type { Asset } from '#contract/asset.ts';
import type { MarketData } from '#contract/market-data.ts';
import type { Market } from '#contract/market.ts';

/** Typed response fixtures for the markets tests (a real record of the simulated network). */
const SOLUSD: Market = {
  id: 'd8198771f6137ce67dcdbc10dfdaf73297a0bd24a95e8fc8727c041937a57ca3',
  tradableInstrument: {
    instrument: {
      id: 'cb966e972eb826a2baf2041ecf52103bc9666401f518f17d983b0eeca1a49cfd',
      code: 'SOLUSD.MF23',
      name: 'SOLUSD Monthly Futures',
      metadata: {
        tags: [
          'formerly:152E9E0A2C32A79C',
          'base:SOL',
          'quote:USD',
          'class:fx/crypto',
          'monthly',
          'sector:crypto',
        ],
      },
      future: {
        settlementAsset: '14980832a6b7104c8cd2862fa0f4206e96b01f97688bc4bad9d91b87cdf4e47d',
        quoteName: 'USD',
        dataSourceSpecForSettlementData: {
          id: '0405c194edc3d43921dc99ce2c86776d4caf7bec8881067633cfecb0b8ddd70f',
          createdAt: '1767225599000000000',
          updatedAt: '0',
          data: {
            external: {
              oracle: {
                signers: [
                  {
                    pubKey: {
                      key: '2397c3938b22ce4db7b76023671353d8e839bf8f11fdc00071e2f204772aa6f5',
                    },
                  },
                ],
                filters: [
                  {
                    key: {
                      name: 'prices.SOL.value',
                      type: 'TYPE_INTEGER',
                      numberDecimalPlaces: '3',
                    },
                    conditions: [
                      {
                        operator: 'OPERATOR_GREATER_THAN',
                        value: '0',
                      },
                    ],
                  },
                ],
              },
            },
          },
          status: 'STATUS_ACTIVE',
        },
        dataSourceSpecForTradingTermination: {
          id: '7c8d8a825714cc0cad7ea73a10a580cfc88192eaf59ab88b237a776ecf63be54',
          createdAt: '1767225599000000000',
          updatedAt: '0',
          data: {
            external: {
              oracle: {
                signers: [
                  {
                    pubKey: {
                      key: '2397c3938b22ce4db7b76023671353d8e839bf8f11fdc00071e2f204772aa6f5',
                    },
                  },
                ],
                filters: [
                  {
                    key: {
                      name: 'trading.terminated.SOLUSD.MF23',
                      type: 'TYPE_BOOLEAN',
                    },
                    conditions: [
                      {
                        operator: 'OPERATOR_EQUALS',
                        value: 'true',
                      },
                    ],
                  },
                ],
              },
            },
          },
          status: 'STATUS_ACTIVE',
        },
        dataSourceSpecBinding: {
          settlementDataProperty: 'prices.SOL.value',
          tradingTerminationProperty: 'trading.terminated.SOLUSD.MF23',
        },
      },
    },
    marginCalculator: {
      scalingFactors: {
        searchLevel: 1.1,
        initialMargin: 1.5,
        collateralRelease: 1.7,
      },
    },
    logNormalRiskModel: {
      riskAversionParameter: 0.0001,
      tau: 0.0001140771161,
      params: {
        mu: 0,
        r: 0.016,
        sigma: 1.5,
      },
    },
  },
  decimalPlaces: '3',
  fees: {
    factors: {
      makerFee: '0.0002',
      infrastructureFee: '0.0005',
      liquidityFee: '0.0015',
    },
  },
  openingAuction: {
    duration: '60',
    volume: '0',
  },
  priceMonitoringSettings: {
    parameters: {
      triggers: [
        {
          horizon: '60',
          probability: '0.9999',
          auctionExtension: '30',
        },
        {
          horizon: '300',
          probability: '0.9999',
          auctionExtension: '60',
        },
        {
          horizon: '3600',
          probability: '0.99999',
          auctionExtension: '300',
        },
      ],
    },
  },
  liquidityMonitoringParameters: {
    targetStakeParameters: {
      timeWindow: '3600',
      scalingFactor: 1,
    },
    triggeringRatio: '0',
    auctionExtension: '1',
  },
  tradingMode: 'TRADING_MODE_CONTINUOUS',
  state: 'STATE_ACTIVE',
  marketTimestamps: {
    proposed: '1767225599000000000',
    pending: '1767225599000000000',
    open: '1767225659000000000',
    close: '0',
  },
  positionDecimalPlaces: '1',
  lpPriceRange: '0.8',
  linearSlippageFactor: '0.001',
  quadraticSlippageFactor: '0',
};

export const USD_ASSET_ID = SOLUSD.tradableInstrument.instrument.future?.settlementAsset ?? '';

export function marketFixture(overrides: {
  id: string;
  code: string;
  name?: string;
  decimalPlaces?: string;
  positionDecimalPlaces?: string;
  state?: Market['state'];
  /** Metadata tags instead of SOLUSD's (`parent:<id>` names the market it succeeds). */
  tags?: string[];
}): Market {
  const { instrument } = SOLUSD.tradableInstrument;
  return {
    ...SOLUSD,
    id: overrides.id,
    decimalPlaces: overrides.decimalPlaces ?? SOLUSD.decimalPlaces,
    positionDecimalPlaces: overrides.positionDecimalPlaces ?? SOLUSD.positionDecimalPlaces,
    state: overrides.state ?? SOLUSD.state,
    tradableInstrument: {
      ...SOLUSD.tradableInstrument,
      instrument: {
        ...instrument,
        code: overrides.code,
        name: overrides.name ?? overrides.code,
        metadata: overrides.tags ? { tags: overrides.tags } : instrument.metadata,
      },
    },
  };
}

export const usdAsset: Asset = {
  id: USD_ASSET_ID,
  details: {
    name: 'US Dollar',
    symbol: 'USD',
    decimals: '6',
    quantum: '1',
    builtinAsset: { maxFaucetAmountMint: '0' },
  },
  status: 'STATUS_ENABLED',
};

export function marketDataFixture(market: string, overrides: Partial<MarketData> = {}): MarketData {
  return {
    markPrice: '0',
    bestBidPrice: '0',
    bestBidVolume: '0',
    bestOfferPrice: '0',
    bestOfferVolume: '0',
    bestStaticBidPrice: '0',
    bestStaticBidVolume: '0',
    bestStaticOfferPrice: '0',
    bestStaticOfferVolume: '0',
    midPrice: '0',
    staticMidPrice: '0',
    market,
    timestamp: '1767225600000000000',
    openInterest: '0',
    auctionEnd: '0',
    auctionStart: '0',
    indicativePrice: '0',
    indicativeVolume: '0',
    marketTradingMode: 'TRADING_MODE_CONTINUOUS',
    trigger: 'AUCTION_TRIGGER_UNSPECIFIED',
    extensionTrigger: 'AUCTION_TRIGGER_UNSPECIFIED',
    targetStake: '0',
    suppliedStake: '0',
    priceMonitoringBounds: [],
    marketValueProxy: '0',
    liquidityProviderFeeShare: [],
    marketState: 'STATE_ACTIVE',
    nextMarkToMarket: '0',
    lastTradedPrice: '0',
    ...overrides,
  };
}

/** A connection around nodes, one page. */
export function connection<T>(nodes: T[]) {
  return {
    edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: {
      startCursor: 'c0',
      endCursor: `c${nodes.length - 1}`,
      hasNextPage: false,
      hasPreviousPage: false,
    },
  };
}
