import { partiesResponseSchema, partyResponseSchema } from '../party.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/parties` and `GET /api/v2/party/{partyId}` (spec §4.10, reference §3.1). */
export const parties = endpoint({
  name: 'parties',
  path: '/api/v2/parties',
  query: { partyId: param.id('party'), pagination },
  response: partiesResponseSchema,
  list: 'parties',
});

export const party = endpoint({
  name: 'party',
  path: '/api/v2/party/{partyId}',
  params: { partyId: pathParam.id('party') },
  response: partyResponseSchema,
});
