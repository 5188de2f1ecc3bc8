import type { FastifyInstance } from 'fastify';
import { marketResponseSchema, marketsResponseSchema } from '#contract/market.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
import { getMarket, listMarkets } from '../store/markets.ts';
import { marketNotFound } from './trading-params.ts';

const tags = ['Markets'];

/** `GET /api/v2/markets` and `GET /api/v2/market/{marketId}` (spec §4.10, reference §3.1). */
export async function marketRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/markets',
    {
      summary: 'List markets',
      tags,
      query: {
        includeSettled: query.bool({ description: 'include settled markets (default true)' }),
        pagination,
      },
      response: marketsResponseSchema,
    },
    async ({ query: q }) => ({
      markets: await listMarkets(
        app.db,
        { includeSettled: q.includeSettled ?? true },
        q.pagination,
      ),
    }),
  );

  defineRoute(
    app,
    '/api/v2/market/:marketId',
    {
      summary: 'One market',
      tags,
      params: { marketId: path.id('market') },
      response: marketResponseSchema,
      errors: [404],
    },
    async ({ params: { marketId } }) => {
      const market = await getMarket(app.db, marketId);
      if (!market) throw marketNotFound(marketId);
      return { market };
    },
  );
}
