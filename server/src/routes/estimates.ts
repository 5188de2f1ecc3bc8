import type { FastifyInstance } from 'fastify';
import {
  estimateFeeResponseSchema,
  estimateMarginResponseSchema,
  estimatePositionResponseSchema,
} from '#contract/estimate.ts';
import { OrderType, Side } from '#contract/enums.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import type { QueryReader } from '../http/query-reader.ts';
import { query } from '../http/route-params.ts';
import {
  estimateFee,
  estimateMargin,
  estimatePosition,
  marketInputs,
  type MarketInputs,
} from '../store/estimates.ts';

const MARKET_NOT_FOUND = 50012;
const INT64 = 2n ** 63n;

const tags = ['Estimates'];

const missing = (name: string) =>
  invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} is required`);

/** An unsigned amount as the reference carries it (a decimal string, up to 256 bits). */
function readAmount(q: QueryReader, name: string): bigint | undefined {
  const raw = q.string(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,78}$/.test(raw) || BigInt(raw) >= 2n ** 256n)
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be an unsigned integer`, raw);
  return BigInt(raw);
}

function readInt64(q: QueryReader, name: string): bigint | undefined {
  const raw = q.string(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,19}$/.test(raw) || BigInt(raw) >= INT64 || BigInt(raw) < -INT64)
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be a 64-bit integer`, raw);
  return BigInt(raw);
}

const amount = (required = false) => query.custom('amount', readAmount, { required });
const marketId = query.id('market', { required: true });

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
    '/api/v2/estimate/fee',
    {
      summary: 'Fees an order would pay',
      tags,
      query: { price: amount(true), size: query.uint64({ required: true }), marketId },
      response: estimateFeeResponseSchema,
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
    '/api/v2/estimate/margin',
    {
      summary: 'Margin levels a party would need with an order',
      description: 'The order type does not change the margin model; it is checked, not used.',
      tags,
      query: {
        partyId: query.id('party', { required: true }),
        side: query.enum(Side, { required: true }),
        type: query.enums(OrderType),
        price: amount(),
        size: query.uint64({ required: true }),
        marketId,
      },
      response: estimateMarginResponseSchema,
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
    '/api/v2/estimate/position',
    {
      summary: 'Margin and liquidation price of a position',
      tags,
      query: {
        openVolume: query.custom('int64', readInt64, { required: true }),
        collateralAvailable: amount(),
        marketId,
      },
      response: estimatePositionResponseSchema,
      errors: [404],
    },
    async ({ query: q }) => {
      if (q.openVolume === undefined) throw missing('openVolume');
      const inputs = await market(app, q.marketId);
      return estimatePosition(inputs, q.openVolume, q.collateralAvailable);
    },
  );
}
