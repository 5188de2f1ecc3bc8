import { assetResponseSchema, assetsResponseSchema } from '../asset.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/assets` (spec §4.5, §4.10). */
export const assets = endpoint({
  name: 'assets',
  path: '/api/v2/assets',
  query: { assetId: param.id('asset'), pagination },
  response: assetsResponseSchema,
  list: 'assets',
});

/** `GET /api/v2/asset/{assetId}`. */
export const asset = endpoint({
  name: 'asset',
  path: '/api/v2/asset/{assetId}',
  params: { assetId: pathParam.id('asset') },
  response: assetResponseSchema,
});
