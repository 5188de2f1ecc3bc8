import type { FastifyInstance } from 'fastify';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getMarket, listMarkets } from '../store/markets.ts';
import { marketNotFound } from './trading-params.ts';

/** `GET /api/v2/markets` and `GET /api/v2/market/{marketId}` (spec §4.10, reference §3.1). */
export async function marketRoutes(app: FastifyInstance) {
  app.get('/api/v2/markets', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const includeSettled = q.bool('includeSettled') ?? true;
    const markets = await listMarkets(app.db, { includeSettled }, readPagination(q));
    return { markets };
  });

  app.get<{ Params: { marketId: string } }>('/api/v2/market/:marketId', async (request) => {
    const id = checkId('marketId', request.params.marketId);
    const market = await getMarket(app.db, id);
    if (!market) throw marketNotFound(id);
    return { market };
  });
}
