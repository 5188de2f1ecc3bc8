import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/market-data.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
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
    endpoints.marketsData,
    { summary: "Every market's latest data", tags },
    async () => ({ marketsData: await listLatestMarketData(app.db) }),
  );

  defineRoute(
    app,
    endpoints.latestMarketData,
    {
      summary: "A market's latest data",
      tags,
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
    endpoints.marketDataHistory,
    {
      summary: "A market's data history",
      tags,
      errors: [404],
    },
    async ({ params: { marketId: id }, query: q }) => {
      if (!(await marketExists(app.db, id))) throw marketNotFound(id);
      return { marketData: await listMarketDataHistory(app.db, id, q.range, q.pagination) };
    },
  );
}
