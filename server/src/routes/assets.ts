import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/assets.ts';
import { DetailCode, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getAsset, listAssets } from '../store/assets.ts';

const tags = ['Assets'];

/** `GET /api/v2/assets` and `GET /api/v2/asset/{assetId}` (spec §4.5, §4.10). */
export async function assetRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.assets,
    {
      summary: 'List assets',
      tags,
    },
    async ({ query: q }) => ({
      assets: await listAssets(app.db, { assetId: q.assetId }, q.pagination),
    }),
  );

  defineRoute(
    app,
    endpoints.asset,
    {
      summary: 'One asset',
      tags,
      errors: [404],
    },
    async ({ params: { assetId: id } }) => {
      const asset = await getAsset(app.db, id);
      if (!asset) throw notFound(DetailCode.ASSET_NOT_FOUND, 'asset not found', `assetID: ${id}`);
      return { asset };
    },
  );
}
