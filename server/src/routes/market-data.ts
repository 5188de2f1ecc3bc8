import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import {
  getLatestMarketData,
  listLatestMarketData,
  listMarketDataHistory,
} from '../store/market-data.ts';
import { marketExists } from '../store/markets.ts';
import { readDateRange } from '../http/date-range.ts';
import { marketNotFound, TradingDetailCode } from './trading-params.ts';

/**
 * `GET /api/v2/markets/data`, `GET /api/v2/market/data/{marketId}/latest` and
 * `GET /api/v2/market/data/{marketId}` (reference §3.1).
 */
export async function marketDataRoutes(app: FastifyInstance) {
  // A plain array, no pagination: one entry per market.
  app.get('/api/v2/markets/data', async () => ({
    marketsData: await listLatestMarketData(app.db),
  }));

  app.get<{ Params: { marketId: string } }>(
    '/api/v2/market/data/:marketId/latest',
    async (request) => {
      const id = checkId('marketId', request.params.marketId);
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

  app.get<{ Params: { marketId: string } }>('/api/v2/market/data/:marketId', async (request) => {
    const id = checkId('marketId', request.params.marketId);
    const q = new QueryReader(request.query as Record<string, string>);
    const range = readDateRange(q, 'startTimestamp', 'endTimestamp');
    const page = readPagination(q);
    if (!(await marketExists(app.db, id))) throw marketNotFound(id);
    const marketData = await listMarketDataHistory(app.db, id, range, page);
    return { marketData };
  });
}
