import type { FastifyInstance } from 'fastify';
import {
  latestMarketDataResponseSchema,
  marketDataHistoryResponseSchema,
  marketsDataResponseSchema,
} from '#contract/market-data.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { dateRange, pagination, path } from '../http/route-params.ts';
import {
  getLatestMarketData,
  listLatestMarketData,
  listMarketDataHistory,
} from '../store/market-data.ts';
import { marketExists } from '../store/markets.ts';
import { marketNotFound, TradingDetailCode } from './trading-params.ts';

const tags = ['Market data'];

/**
 * `GET /api/v2/markets/data`, `GET /api/v2/market/data/{marketId}/latest` and
 * `GET /api/v2/market/data/{marketId}` (reference §3.1).
 */
export async function marketDataRoutes(app: FastifyInstance) {
  // A plain array, no pagination: one entry per market.
  defineRoute(
    app,
    '/api/v2/markets/data',
    { summary: "Every market's latest data", tags, response: marketsDataResponseSchema },
    async () => ({ marketsData: await listLatestMarketData(app.db) }),
  );

  defineRoute(
    app,
    '/api/v2/market/data/:marketId/latest',
    {
      summary: "A market's latest data",
      tags,
      params: { marketId: path.id('market') },
      response: latestMarketDataResponseSchema,
      errors: [404],
    },
    async ({ params: { marketId: id } }) => {
      const { market, data } = await getLatestMarketData(app.db, id);
      if (!market) throw marketNotFound(id);
      if (!data) {
        throw notFound(
          TradingDetailCode.MARKET_DATA_NOT_FOUND,
          'no market data yet',
          `marketID: ${id}`,
        );
      }
      return { marketData: data };
    },
  );

  defineRoute(
    app,
    '/api/v2/market/data/:marketId',
    {
      summary: "A market's data history",
      tags,
      params: { marketId: path.id('market') },
      query: { range: dateRange('startTimestamp', 'endTimestamp'), pagination },
      response: marketDataHistoryResponseSchema,
      errors: [404],
    },
    async ({ params: { marketId: id }, query: q }) => {
      if (!(await marketExists(app.db, id))) throw marketNotFound(id);
      return { marketData: await listMarketDataHistory(app.db, id, q.range, q.pagination) };
    },
  );
}
