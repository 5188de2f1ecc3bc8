import { marginLevelsResponseSchema } from '../margin.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/margin/levels` (swagger ListMarginLevels). */
export const marginLevels = endpoint({
  name: 'marginLevels',
  path: '/api/v2/margin/levels',
  query: { partyId: param.id('party'), marketId: param.id('market'), pagination },
  response: marginLevelsResponseSchema,
  list: 'marginLevels',
});
