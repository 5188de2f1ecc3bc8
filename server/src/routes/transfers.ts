import type { FastifyInstance } from 'fastify';
import { TransferDirection } from '#contract/enums.ts';
import { DetailCode, invalidArgument } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';
import { listLiquidityProvisions, listTransfers, type TransferSide } from '../store/transfers.ts';

const SIDES: Partial<Record<string, TransferSide>> = {
  TRANSFER_DIRECTION_TRANSFER_FROM: 'from',
  TRANSFER_DIRECTION_TRANSFER_TO: 'to',
  TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM: 'either',
};

/** `GET /api/v2/transfers` and `GET /api/v2/liquidity/provisions` (reference swagger). */
export async function transferRoutes(app: FastifyInstance) {
  app.get('/api/v2/transfers', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const pubkey = q.id('pubkey');
    const direction = q.enums('direction', TransferDirection).at(-1);
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
    // Without a pubkey every transfer is listed and the direction is ignored, as in the reference.
    const transfers = await listTransfers(app.db, { party }, readPagination(q));
    return { transfers };
  });

  app.get('/api/v2/liquidity/provisions', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const filter = {
      marketId: q.id('marketId'),
      partyId: q.id('partyId'),
      reference: q.string('reference') || undefined,
      live: q.bool('live') ?? false,
    };
    const liquidityProvisions = await listLiquidityProvisions(app.db, filter, readPagination(q));
    return { liquidityProvisions };
  });
}
