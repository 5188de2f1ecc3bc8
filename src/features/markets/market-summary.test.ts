import { describe, expect, it } from 'vitest';
import type { MarketData } from '#contract/market-data.ts';
import type { Market } from '#contract/market.ts';
import { currentStatus, isAuction, marketDecimals, settlementAssetId } from './market-summary.ts';

const market = {
  decimalPlaces: '5',
  positionDecimalPlaces: '-2',
  state: 'STATE_PENDING',
  tradingMode: 'TRADING_MODE_OPENING_AUCTION',
  tradableInstrument: { instrument: { future: { settlementAsset: 'usd' } } },
} as unknown as Market;

describe('market summary', () => {
  it('reads decimals, negative position decimals included', () => {
    expect(marketDecimals(market)).toEqual({ price: 5, size: -2 });
    expect(settlementAssetId(market)).toBe('usd');
  });

  it('prefers the live state and mode over the record’s', () => {
    expect(currentStatus(market, null)).toEqual({
      state: 'STATE_PENDING',
      tradingMode: 'TRADING_MODE_OPENING_AUCTION',
    });
    const data = {
      marketState: 'STATE_ACTIVE',
      marketTradingMode: 'TRADING_MODE_CONTINUOUS',
    } as MarketData;
    expect(currentStatus(market, data)).toEqual({
      state: 'STATE_ACTIVE',
      tradingMode: 'TRADING_MODE_CONTINUOUS',
    });
  });

  it('knows the auction modes', () => {
    expect(isAuction('TRADING_MODE_MONITORING_AUCTION')).toBe(true);
    expect(isAuction('TRADING_MODE_CONTINUOUS')).toBe(false);
  });
});
