import type { FastifyInstance } from 'fastify';
import { assetResponseSchema, assetsResponseSchema } from '#contract/asset.ts';
import { DetailCode, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
import { getAsset, listAssets } from '../store/assets.ts';

const tags = ['Assets'];

/** `GET /api/v2/assets` and `GET /api/v2/asset/{assetId}` (spec §4.5, §4.10). */
export async function assetRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/assets',
    {
      summary: 'List assets',
      tags,
      query: { assetId: query.id('asset'), pagination },
      response: assetsResponseSchema,
    },
    async ({ query: q }) => ({
      assets: await listAssets(app.db, { assetId: q.assetId }, q.pagination),
    }),
  );

  defineRoute(
    app,
    '/api/v2/asset/:assetId',
    {
      summary: 'One asset',
      tags,
      params: { assetId: path.id('asset') },
      response: assetResponseSchema,
      errors: [404],
    },
    async ({ params: { assetId: id } }) => {
      const asset = await getAsset(app.db, id);
      if (!asset) throw notFound(DetailCode.ASSET_NOT_FOUND, 'asset not found', `assetID: ${id}`);
      return { asset };
    },
  );
}
