import type { FastifyInstance } from 'fastify';
import { OrderType, Side } from '#contract/enums.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { QueryReader } from '../http/query-reader.ts';
import {
  estimateFee,
  estimateMargin,
  estimatePosition,
  marketInputs,
  type MarketInputs,
} from '../store/estimates.ts';

const MARKET_NOT_FOUND = 50012;
const INT64 = 2n ** 63n;

const missing = (name: string) =>
  invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} is required`);

/** An unsigned amount as the reference carries it (a decimal string, up to 256 bits). */
function amount(q: QueryReader, name: string): bigint | undefined {
  const raw = q.string(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,78}$/.test(raw) || BigInt(raw) >= 2n ** 256n)
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be an unsigned integer`, raw);
  return BigInt(raw);
}

function int64(q: QueryReader, name: string): bigint | undefined {
  const raw = q.string(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,19}$/.test(raw) || BigInt(raw) >= INT64 || BigInt(raw) < -INT64)
    throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} must be a 64-bit integer`, raw);
  return BigInt(raw);
}

async function market(app: FastifyInstance, q: QueryReader): Promise<MarketInputs> {
  const id = q.id('marketId');
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
  app.get('/api/v2/estimate/fee', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const price = amount(q, 'price');
    const size = q.uint64('size');
    if (price === undefined) throw missing('price');
    if (size === undefined) throw missing('size');
    const inputs = await market(app, q);
    return { fee: estimateFee(inputs, price, BigInt(size)) };
  });

  app.get('/api/v2/estimate/margin', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const partyId = q.id('partyId');
    const side = q.enums('side', Side).at(-1);
    // The order type does not change the engine's margin model; it is checked, not used.
    q.enums('type', OrderType);
    const price = amount(q, 'price');
    const size = q.uint64('size');
    if (partyId === undefined) throw missing('partyId');
    if (side !== 'SIDE_BUY' && side !== 'SIDE_SELL')
      throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'side must be SIDE_BUY or SIDE_SELL');
    if (size === undefined) throw missing('size');
    const inputs = await market(app, q);
    const order = { partyId, side, size: BigInt(size), price: price ?? 0n } as const;
    return { marginLevels: await estimateMargin(app.db, inputs, order) };
  });

  app.get('/api/v2/estimate/position', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const openVolume = int64(q, 'openVolume');
    const collateral = amount(q, 'collateralAvailable');
    if (openVolume === undefined) throw missing('openVolume');
    const inputs = await market(app, q);
    return estimatePosition(inputs, openVolume, collateral);
  });
}
