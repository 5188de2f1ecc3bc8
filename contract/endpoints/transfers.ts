import { TransferDirection } from '../enums.ts';
import { liquidityProvisionsResponseSchema } from '../liquidity.ts';
import { transfersResponseSchema } from '../transfer.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';
import { param } from './params.ts';

/** `GET /api/v2/transfers` (reference swagger): with pubkey, direction is required. */
export const transfers = endpoint({
  name: 'transfers',
  path: '/api/v2/transfers',
  query: { pubkey: param.id('party'), direction: param.enum(TransferDirection), pagination },
  response: transfersResponseSchema,
  list: 'transfers',
});

/** `GET /api/v2/liquidity/provisions` (reference swagger). */
export const liquidityProvisions = endpoint({
  name: 'liquidityProvisions',
  path: '/api/v2/liquidity/provisions',
  query: {
    marketId: param.id('market'),
    partyId: param.id('party'),
    reference: param.text({ kind: 'reference' }),
    live: param.bool(),
    pagination,
  },
  response: liquidityProvisionsResponseSchema,
  list: 'liquidityProvisions',
});
