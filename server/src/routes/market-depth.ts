import type { FastifyInstance } from 'fastify';
import type { LatestMarketDepth } from '#contract/market-depth.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getDepthSnapshot } from '../store/market-depth.ts';
import { marketNotFound } from './trading-params.ts';

/** `GET /api/v2/market/depth/{marketId}/latest` (reference §3.1). */
export async function marketDepthRoutes(app: FastifyInstance) {
  app.get<{ Params: { marketId: string } }>(
    '/api/v2/market/depth/:marketId/latest',
    async (request): Promise<LatestMarketDepth> => {
      const id = checkId('marketId', request.params.marketId);
      const q = new QueryReader(request.query as Record<string, string>);
      // uint64; 0 or absent = every level. Larger than any book is the same as all.
      const maxDepth = Number(q.uint64('maxDepth') ?? '0');
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
