import { notFound } from '../http/api-error.ts';

/**
 * ErrorDetail codes of the trading endpoints: the reference's errorMap where it names one
 * (20006 order not found, 30002 market get by id), the others ours in the same families.
 */
export const TradingDetailCode = {
  ORDER_NOT_FOUND: 20006,
  MARKET_NOT_FOUND: 30002,
  MARKET_DATA_NOT_FOUND: 30004,
  TRADE_NOT_FOUND: 40001,
  PARTY_NOT_FOUND: 50002,
} as const;

export const orderNotFound = (id: string) =>
  notFound(TradingDetailCode.ORDER_NOT_FOUND, 'order not found', `orderID: ${id}`);
export const marketNotFound = (id: string) =>
  notFound(TradingDetailCode.MARKET_NOT_FOUND, 'market not found', `marketID: ${id}`);
