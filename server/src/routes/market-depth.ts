import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/market-depth.ts';
import { type LatestMarketDepth } from '#contract/market-depth.ts';
import { defineRoute } from '../http/define-route.ts';
import { getDepthSnapshot } from '../store/market-depth.ts';
import { marketNotFound } from './trading-params.ts';

/** `GET /api/v2/market/depth/{marketId}/latest` (reference §3.1). */
export async function marketDepthRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.marketDepth,
    {
      summary: "A market's order book depth",
      tags: ['Market data'],
      errors: [404],
    },
    async ({ params: { marketId: id }, query: q }): Promise<LatestMarketDepth> => {
      // uint64; 0 or absent = every level. Larger than any book is the same as all.
      const maxDepth = Number(q.maxDepth ?? '0');
      const snapshot = await getDepthSnapshot(app.db, id);
      if (!snapshot) throw marketNotFound(id);
      const { depth, lastTrade } = snapshot;
      const cut = <T>(levels: T[]) => (maxDepth > 0 ? levels.slice(0, maxDepth) : levels);
      return {
        marketId: id,
        // Levels are stored best first (highest bid, lowest ask), so a cut keeps the best.
        buy: cut(depth?.buy ?? []),
        sell: cut(depth?.sell ?? []),
        // REST emits an unset message as null (reference §0.2).
        lastTrade: lastTrade ?? null,
        // The depth streams' numbering, so a client can continue with the update stream.
        sequenceNumber: depth?.sequenceNumber ?? '0',
      };
    },
  );
}
