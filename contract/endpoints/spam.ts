import { spamStatisticsResponseSchema } from '../spam.ts';
import { endpoint } from './endpoint.ts';
import { pathParam } from './params.ts';

/** Core `GET /statistics/spam/{partyId}` (spec §4.4): counters against this epoch's limits. */
export const spamStatistics = endpoint({
  name: 'spamStatistics',
  path: '/statistics/spam/{partyId}',
  params: { partyId: pathParam.id('party') },
  response: spamStatisticsResponseSchema,
});
