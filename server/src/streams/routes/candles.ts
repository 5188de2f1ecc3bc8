import type { FastifyInstance } from 'fastify';
import { STREAMS } from '#contract/stream-messages.ts';
import { DetailCode, invalidArgument } from '../../http/api-error.ts';
import { CANDLE_INTERVALS, parseCandleId } from '../../chain/engine/trading/candle-buckets.ts';
import type { CandleUpdate } from '../candle-update.ts';
import { withMarketCheck, type MarketDirectory } from '../market-directory.ts';
import { Topic } from '../publish-block.ts';
import { registerStream, type StreamQuery } from '../stream-route.ts';
import { readQuery, StreamDetailCode } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

const INTERVAL_WORDS = CANDLE_INTERVALS.map((i) => i.interval.replace(/ /g, '_')).join(', ');

interface CandleFilter {
  candleId: string;
}

// Ids are lower case; hex letters of the market id may come in upper case.
const candleIdParam = (query: StreamQuery) =>
  (readQuery(query).string('candleId') ?? '').toLowerCase();

/**
 * `/api/v2/stream/candles/data?candleId=…` and the reference's `/api/v2/stream/candle/data`:
 * the candle `trades_candle_<interval>_<marketId>` each time a block's trades move it, one
 * `{candle: Candle}` per message, no snapshot (read `GET /api/v2/candle` first). A block
 * without trades in the market sends nothing.
 */
export function registerCandlesStream(
  app: FastifyInstance,
  markets: MarketDirectory,
): Promise<void> {
  const marketOf = (query: StreamQuery) => {
    const parsed = parseCandleId(candleIdParam(query));
    return parsed ? [parsed.marketId] : [];
  };
  return withMarketCheck(app, markets, marketOf, (scope) =>
    registerStream<CandleFilter, CandleUpdate>(scope, {
      paths: [STREAMS.candles.path, STREAMS.candles.altPath],
      doc: STREAM_DOCS.candles,
      topic: Topic.candles,
      parseFilter(query) {
        const candleId = candleIdParam(query);
        if (candleId === '')
          throw invalidArgument(StreamDetailCode.MISSING_CANDLE_ID, 'candleId is required');
        const parsed = parseCandleId(candleId);
        if (!parsed) {
          throw invalidArgument(
            DetailCode.INVALID_FILTER,
            `candleId must be trades_candle_<interval>_<marketId>, interval one of ${INTERVAL_WORDS}`,
            candleId,
          );
        }
        markets.requireKnown([parsed.marketId]);
        return { candleId };
      },
      matches: (f, update) => update.candleId === f.candleId,
      itemsPerMessage: 1,
      wrapUpdates: ([candle]) => ({ candle }),
    }),
  );
}
