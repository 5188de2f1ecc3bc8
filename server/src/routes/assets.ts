import type { FastifyInstance } from 'fastify';
import { DetailCode, notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getAsset, listAssets } from '../store/assets.ts';

/** `GET /api/v2/assets` and `GET /api/v2/asset/{assetId}` (spec §4.5, §4.10). */
export async function assetRoutes(app: FastifyInstance) {
  app.get('/api/v2/assets', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const assets = await listAssets(app.db, { assetId: q.id('assetId') }, readPagination(q));
    return { assets };
  });

  app.get<{ Params: { assetId: string } }>('/api/v2/asset/:assetId', async (request) => {
    const id = checkId('assetId', request.params.assetId);
    const asset = await getAsset(app.db, id);
    if (!asset) throw notFound(DetailCode.ASSET_NOT_FOUND, 'asset not found', `assetID: ${id}`);
    return { asset };
  });
}
