import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/trades.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { latestTrade, listTrades } from '../store/trades.ts';
import { marketNotFound, TradingDetailCode } from './trading-params.ts';

const tags = ['Trades'];

/** `GET /api/v2/trades` and `GET /api/v2/market/{marketId}/trade/latest` (reference §3.1). */
export async function tradeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.trades,
    {
      summary: 'List trades',
      tags,
    },
    async ({ query: q }) => ({ trades: await listTrades(app.db, q.filter, q.pagination) }),
  );

  defineRoute(
    app,
    endpoints.latestTrade,
    {
      summary: "A market's latest trade",
      tags,
      errors: [404],
    },
    async ({ params: { marketId: id } }) => {
      const { market, trade } = await latestTrade(app.db, id);
      if (!market) throw marketNotFound(id);
      if (!trade) {
        throw notFound(TradingDetailCode.TRADE_NOT_FOUND, 'no trade yet', `marketID: ${id}`);
      }
      return { trade };
    },
  );
}
