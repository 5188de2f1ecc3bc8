import { orders } from '#contract/endpoints/orders.ts';
import { trades } from '#contract/endpoints/trades.ts';
import {
  connectionHead,
  connectionPages,
  pageRows,
} from '../../../entities/endpoint/endpoint-pages.ts';

/**
 * A party's orders and trades, read by their tabs (loaded with them): the accounts tab, a
 * party page's first, does not carry the order record (party-trading-queries.ts).
 */
export const partyOrdersQueries = {
  orders: (partyId: string) => connectionPages(orders, { 'filter.partyIds': partyId }),
  /** The orders' first page alone, read again to check that no new order was missed. */
  ordersHead: (partyId: string) => connectionHead(orders, { 'filter.partyIds': partyId }),
  orderRows: pageRows(orders),
  /** The party as buyer or seller (the trades list takes `partyIds` without a prefix). */
  trades: (partyId: string) => connectionPages(trades, { partyIds: partyId }),
  /** The trades' first page alone, read again to check that no new trade was missed. */
  tradesHead: (partyId: string) => connectionHead(trades, { partyIds: partyId }),
  tradeRows: pageRows(trades),
};
