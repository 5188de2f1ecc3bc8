import { delegationsResponseSchema, stakeResponseSchema } from '../stake.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/** `GET /api/v2/delegations` (reference swagger): delegations to validators, per epoch. */
export const delegations = endpoint({
  name: 'delegations',
  path: '/api/v2/delegations',
  query: {
    partyId: param.id('party'),
    nodeId: param.id('node'),
    epochId: param.seq(),
    pagination,
  },
  response: delegationsResponseSchema,
  list: 'delegations',
});

/** `GET /api/v2/parties/{partyId}/stake`: a party's stake and its linkings. */
export const partyStake = endpoint({
  name: 'partyStake',
  path: '/api/v2/parties/{partyId}/stake',
  params: { partyId: pathParam.id('party') },
  query: { pagination },
  response: stakeResponseSchema,
});
