import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/transfers.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
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
    endpoints.transfers,
    {
      summary: 'List transfers',
      description: 'With pubkey, direction is required; without, every transfer is listed.',
      tags: ['Transfers'],
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
    endpoints.liquidityProvisions,
    {
      summary: 'List liquidity provisions',
      tags: ['Markets'],
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
