import { describe, expect, it } from 'vitest';
import {
  marketCode,
  orderPrice,
  orderSize,
  priceCell,
  sideDisplay,
  type OrderMarket,
} from './order-format.ts';

const MARKET_ID = 'a1'.repeat(32);
const BTC: OrderMarket = {
  id: MARKET_ID,
  code: 'BTCUSD',
  decimalPlaces: 2,
  positionDecimalPlaces: 1,
};
const MARKETS = new Map([[MARKET_ID, BTC]]);

describe('order formatting', () => {
  it('formats prices and sizes with the market’s decimals, raw while it is unknown', () => {
    expect(orderPrice(MARKETS, MARKET_ID, '2741050')).toBe('27,410.50');
    expect(orderSize(MARKETS, MARKET_ID, '55')).toBe('5.5');
    expect(orderPrice(new Map(), MARKET_ID, '2741050')).toBe('2741050');
    expect(marketCode(MARKETS, MARKET_ID)).toBe('BTCUSD');
    expect(marketCode(new Map(), MARKET_ID)).toBe('a1a1a1…a1a1');
  });

  it('says "Market" for a market order’s missing price', () => {
    expect(priceCell(MARKETS, { type: 'TYPE_MARKET', price: '0', marketId: MARKET_ID })).toBe(
      'Market',
    );
    expect(priceCell(MARKETS, { type: 'TYPE_LIMIT', price: '0', marketId: MARKET_ID })).toBe(
      '0.00',
    );
  });

  it('gives each side a word and a colour class', () => {
    expect(sideDisplay('SIDE_BUY')).toEqual({ word: 'Buy', className: 'side side-buy' });
    expect(sideDisplay('SIDE_SELL')).toEqual({ word: 'Sell', className: 'side side-sell' });
    expect(sideDisplay('SIDE_UNSPECIFIED').word).toBe('Unspecified');
  });
});
