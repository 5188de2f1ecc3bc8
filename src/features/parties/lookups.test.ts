import { describe, expect, it } from 'vitest';
import type { Asset } from '#contract/asset.ts';
import {
  assetAmount,
  assetFigure,
  marketPrice,
  marketSize,
  settlementAmount,
  type Lookups,
  type MarketInfo,
} from './lookups.ts';

const USDC: Asset = {
  id: 'a'.repeat(64),
  status: 'STATUS_ENABLED',
  details: { name: 'USD Coin', symbol: 'USDC', decimals: '6', quantum: '1' },
};
const MARKET: MarketInfo = {
  id: 'm'.repeat(64),
  code: 'BTCUSD',
  decimalPlaces: 2,
  positionDecimalPlaces: -1,
  settlementAsset: USDC.id,
};
const lookups: Lookups = {
  assets: new Map([[USDC.id, USDC]]),
  markets: new Map([[MARKET.id, MARKET]]),
};

describe('lookups', () => {
  it('formats amounts exactly in the asset decimals, with the symbol', () => {
    expect(assetAmount(lookups, USDC.id, '123456789012345678901')).toBe(
      '123,456,789,012,345.678901 USDC',
    );
  });

  it('gives an amount without its symbol, trimmed to 6 decimals with the exact value beside it', () => {
    // 4,556,213.8635342 of a 7-decimal asset: shown to 6 decimals (…534, the 2 rounds down).
    const sevenDecimals = { ...USDC, details: { ...USDC.details, decimals: '7' } };
    const assets = new Map([[USDC.id, sevenDecimals]]);
    expect(assetFigure({ assets }, USDC.id, '45562138635342')).toEqual({
      text: '4,556,213.863534',
      exact: '4,556,213.8635342',
    });
    expect(assetFigure(lookups, USDC.id, '2500000')).toEqual({ text: '2.5', exact: '2.5' });
    expect(assetFigure({}, USDC.id, '1000')).toEqual({ text: '1000 (raw)', exact: '1000 (raw)' });
  });

  it('marks raw amounts when the asset is unknown', () => {
    expect(assetAmount({}, USDC.id, '1000')).toBe('1000 (raw)');
  });

  it('scales prices and sizes by the market, including negative position decimals', () => {
    expect(marketPrice(lookups, MARKET.id, '1234567')).toBe('12,345.67');
    expect(marketSize(lookups, MARKET.id, '-15')).toBe('-150');
    expect(marketPrice({}, MARKET.id, '1234567')).toBe('1234567');
  });

  it('reads PnL in the settlement asset', () => {
    expect(settlementAmount(lookups, MARKET.id, '-2500000')).toBe('-2.5 USDC');
    expect(settlementAmount(lookups, MARKET.id, '1.5')).toBe('1.5 (raw)');
  });
});
