import { positionsResponseSchema } from '../position.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/positions` (spec §4.10, reference §3.1). */
export const positions = endpoint({
  name: 'positions',
  path: '/api/v2/positions',
  query: {
    'filter.partyIds': param.ids('party'),
    partyId: param.ids('party'),
    'filter.marketIds': param.ids('market'),
    marketId: param.ids('market'),
    pagination,
  },
  response: positionsResponseSchema,
  list: 'positions',
});
