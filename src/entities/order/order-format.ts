import type { MarketEntity } from '../market/market-directory.ts';
import type { Order } from '#contract/order.ts';
import { enumToWords } from '../../lib/enum-words.ts';
import { formatPrice, formatSize } from '../../lib/format-decimal.ts';
import { truncateMiddle } from '../../lib/truncate-id.ts';

/** What the orders pages need to know of a market: its code and decimals. */
/** What order pages need of a market: the entity layer's one market projection. */
export type OrderMarket = Pick<
  MarketEntity,
  'id' | 'code' | 'decimalPlaces' | 'positionDecimalPlaces'
>;

export type OrderMarkets = ReadonlyMap<string, OrderMarket>;

export const marketCode = (markets: OrderMarkets, id: string) =>
  markets.get(id)?.code ?? truncateMiddle(id);

/** Side as a word plus a class for its colour: the word carries the meaning, colour helps. */
export function sideDisplay(side: Order['side']): { word: string; className: string } {
  if (side === 'SIDE_BUY') return { word: 'Buy', className: 'side side-buy' };
  if (side === 'SIDE_SELL') return { word: 'Sell', className: 'side side-sell' };
  return { word: enumToWords(side), className: 'side' };
}

/** A price in the market's decimals; the raw integer while the market is unknown. */
export function orderPrice(markets: OrderMarkets, marketId: string, raw: string): string {
  const market = markets.get(marketId);
  return market ? formatPrice(raw, market.decimalPlaces) : raw;
}

export function orderSize(markets: OrderMarkets, marketId: string, raw: string): string {
  const market = markets.get(marketId);
  return market ? formatSize(raw, market.positionDecimalPlaces) : raw;
}

/** Market orders carry no price of their own ("0"): say so rather than show a zero. */
export function priceCell(
  markets: OrderMarkets,
  order: Pick<Order, 'type' | 'price' | 'marketId'>,
): string {
  if (order.type === 'TYPE_MARKET' && order.price === '0') return 'Market';
  return orderPrice(markets, order.marketId, order.price);
}
