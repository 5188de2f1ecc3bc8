import { queryOptions } from '@tanstack/react-query';
import { accounts } from '#contract/endpoints/accounts.ts';
import { orders } from '#contract/endpoints/orders.ts';
import { positions } from '#contract/endpoints/positions.ts';
import { trades } from '#contract/endpoints/trades.ts';
import {
  connectionHead,
  connectionPages,
  endpointEvery,
  pageRows,
} from '../../../entities/endpoint/endpoint-pages.ts';

/** Balances and positions move every block (about a second): refreshed at this pace. */
export const LIVE_REFRESH_MS = 2_000;

export const partyTradingQueries = {
  accounts: (partyId: string) =>
    queryOptions({
      ...endpointEvery(accounts, { 'filter.partyIds': partyId }),
      select: (every) => every.nodes,
    }),
  positions: (partyId: string) =>
    queryOptions({
      ...endpointEvery(positions, { 'filter.partyIds': partyId }),
      select: (every) => every.nodes,
    }),
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
