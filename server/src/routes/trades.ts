import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import { readTradeFilter } from '../http/list-filters.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { latestTrade, listTrades } from '../store/trades.ts';
import { marketNotFound, TradingDetailCode } from './trading-params.ts';

/** `GET /api/v2/trades` and `GET /api/v2/market/{marketId}/trade/latest` (reference §3.1). */
export async function tradeRoutes(app: FastifyInstance) {
  app.get('/api/v2/trades', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const trades = await listTrades(app.db, readTradeFilter(q), readPagination(q));
    return { trades };
  });

  app.get<{ Params: { marketId: string } }>(
    '/api/v2/market/:marketId/trade/latest',
    async (request) => {
      const id = checkId('marketId', request.params.marketId);
      const { market, trade } = await latestTrade(app.db, id);
      if (!market) throw marketNotFound(id);
      if (!trade) {
        throw notFound(TradingDetailCode.TRADE_NOT_FOUND, 'no trade yet', `marketID: ${id}`);
      }
      return { trade };
    },
  );
}
