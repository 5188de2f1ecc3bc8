import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/markets.ts';
import { defineRoute } from '../http/define-route.ts';
import { getMarket, listMarkets } from '../store/markets.ts';
import { marketNotFound } from './trading-params.ts';

const tags = ['Markets'];

/** `GET /api/v2/markets` and `GET /api/v2/market/{marketId}` (spec §4.10, reference §3.1). */
export async function marketRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.markets,
    {
      summary: 'List markets',
      tags,
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
    endpoints.market,
    {
      summary: 'One market',
      tags,
      errors: [404],
    },
    async ({ params: { marketId } }) => {
      const market = await getMarket(app.db, marketId);
      if (!market) throw marketNotFound(marketId);
      return { market };
    },
  );
}
