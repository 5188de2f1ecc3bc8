import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/estimates.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import {
  estimateFee,
  estimateMargin,
  estimatePosition,
  marketInputs,
  type MarketInputs,
} from '../store/estimates.ts';

const MARKET_NOT_FOUND = 50012;

const tags = ['Estimates'];

const missing = (name: string) =>
  invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} is required`);

async function market(app: FastifyInstance, id: string | undefined): Promise<MarketInputs> {
  if (id === undefined) throw missing('marketId');
  const inputs = await marketInputs(app.db, id);
  if (!inputs) throw notFound(MARKET_NOT_FOUND, 'market not found', id);
  return inputs;
}

/**
 * `GET /api/v2/estimate/fee`, `/estimate/margin`, `/estimate/position` (reference swagger),
 * computed with the engine's own fee and margin functions (store/estimates.ts).
 */
export async function estimateRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.estimateFee,
    {
      summary: 'Fees an order would pay',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      if (q.price === undefined) throw missing('price');
      if (q.size === undefined) throw missing('size');
      const inputs = await market(app, q.marketId);
      return { fee: estimateFee(inputs, q.price, BigInt(q.size)) };
    },
  );

  defineRoute(
    app,
    endpoints.estimateMargin,
    {
      summary: 'Margin levels a party would need with an order',
      description: 'The order type does not change the margin model; it is checked, not used.',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      const { partyId, side, size } = q;
      if (partyId === undefined) throw missing('partyId');
      if (side !== 'SIDE_BUY' && side !== 'SIDE_SELL')
        throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'side must be SIDE_BUY or SIDE_SELL');
      if (size === undefined) throw missing('size');
      const inputs = await market(app, q.marketId);
      const order = { partyId, side, size: BigInt(size), price: q.price ?? 0n } as const;
      return { marginLevels: await estimateMargin(app.db, inputs, order) };
    },
  );

  defineRoute(
    app,
    endpoints.estimatePosition,
    {
      summary: 'Margin and liquidation price of a position',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      if (q.openVolume === undefined) throw missing('openVolume');
      const inputs = await market(app, q.marketId);
      return estimatePosition(inputs, q.openVolume, q.collateralAvailable);
    },
  );
}
