import type { FastifyInstance } from 'fastify';
import { TransferDirection } from '#contract/enums.ts';
import { liquidityProvisionsResponseSchema } from '#contract/liquidity.ts';
import { transfersResponseSchema } from '#contract/transfer.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, query } from '../http/route-params.ts';
import { listLiquidityProvisions, listTransfers, type TransferSide } from '../store/transfers.ts';

const SIDES: Partial<Record<string, TransferSide>> = {
  TRANSFER_DIRECTION_TRANSFER_FROM: 'from',
  TRANSFER_DIRECTION_TRANSFER_TO: 'to',
  TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM: 'either',
};

/** `GET /api/v2/transfers` and `GET /api/v2/liquidity/provisions` (reference swagger). */
export async function transferRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/transfers',
    {
      summary: 'List transfers',
      description: 'With pubkey, direction is required; without, every transfer is listed.',
      tags: ['Transfers'],
      query: {
        pubkey: query.id('party'),
        direction: query.enum(TransferDirection),
        pagination,
      },
      response: transfersResponseSchema,
    },
    async ({ query: { pubkey, direction, pagination: page } }) => {
      let party: { id: string; side: TransferSide } | undefined;
      if (pubkey !== undefined) {
        const side = direction && SIDES[direction];
        // The reference fails a pubkey without a direction (as a 500); it is the client's to fix.
        if (!side) {
          throw invalidArgument(
            DetailCode.INVALID_FILTER,
            'direction is required with pubkey',
            direction ?? '',
          );
        }
        party = { id: pubkey, side };
      }
      // Without a pubkey every transfer is listed and the direction is ignored, as the reference.
      return { transfers: await listTransfers(app.db, { party }, page) };
    },
  );

  defineRoute(
    app,
    '/api/v2/liquidity/provisions',
    {
      summary: 'List liquidity provisions',
      tags: ['Markets'],
      query: {
        marketId: query.id('market'),
        partyId: query.id('party'),
        reference: query.text({ kind: 'reference' }),
        live: query.bool(),
        pagination,
      },
      response: liquidityProvisionsResponseSchema,
    },
    async ({ query: { pagination: page, live, ...filter } }) => ({
      liquidityProvisions: await listLiquidityProvisions(
        app.db,
        { ...filter, live: live ?? false },
        page,
      ),
    }),
  );
}
