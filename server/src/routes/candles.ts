import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/candles.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { checkId } from '../http/query-reader.ts';
import {
  CANDLE_INTERVALS,
  candleId,
  parseCandleId,
} from '../chain/engine/trading/candle-buckets.ts';
import { listCandles, marketExists } from '../store/candles.ts';

/** Reference errorMap: ErrEmptyMissingMarketID, ErrMissingCandleID, ErrMarketServiceGetByID. */
const MISSING_MARKET_ID = 10003;
const MISSING_CANDLE_ID = 10030;
const MARKET_NOT_FOUND = 30002;

const tags = ['Market data'];

/**
 * `GET /api/v2/candle/intervals?marketId=` and `GET /api/v2/candle?candleId=…` (reference
 * §3.1). Candles are computed from the trades (store/candle-buckets.ts defines them).
 * A candle id that is not `trades_candle_<one of our intervals>_<64 hex>` is a 400; a
 * well-formed id of a market that does not exist is a 404; a market without trades in the
 * range has an empty list.
 */
export async function candleRoutes(app: FastifyInstance) {
  const requireMarket = async (marketId: string) => {
    if (!(await marketExists(app.db, marketId)))
      throw notFound(MARKET_NOT_FOUND, 'market not found', `marketID: ${marketId}`);
  };

  defineRoute(
    app,
    endpoints.candleIntervals,
    {
      summary: "A market's candle intervals and their candle ids",
      tags,
      errors: [404],
    },
    async ({ query: { marketId } }) => {
      if (!marketId) throw invalidArgument(MISSING_MARKET_ID, 'empty or missing market ID');
      await requireMarket(marketId);
      return {
        intervalToCandleId: CANDLE_INTERVALS.map(({ interval }) => ({
          interval,
          candleId: candleId(interval, marketId),
        })),
      };
    },
  );

  defineRoute(
    app,
    endpoints.candles,
    {
      summary: 'Candles of a candle id',
      description: 'Period start ≥ fromTimestamp and < toTimestamp.',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      const raw = q.candleId;
      if (!raw) throw invalidArgument(MISSING_CANDLE_ID, 'candle id is a required parameter');
      // Ids are built from our own words and hex: accept upper-case hex like every other id.
      const parsed = parseCandleId(raw.toLowerCase());
      if (!parsed) {
        throw invalidArgument(
          DetailCode.MALFORMED_REQUEST,
          'invalid candle id',
          'expected trades_candle_<interval>_<marketId>, intervals from /api/v2/candle/intervals',
        );
      }
      const marketId = checkId('candleId', parsed.marketId);
      // fromTimestamp / toTimestamp: period start ≥ from and < to; to before from is a 400.
      const { range, pagination: page } = q;
      await requireMarket(marketId);
      const candles = await listCandles(
        app.db,
        { marketId, interval: parsed.interval, from: range.start, to: range.end },
        page,
      );
      return { candles };
    },
  );
}
