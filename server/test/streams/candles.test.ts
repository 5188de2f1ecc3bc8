import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle } from '#contract/candle.ts';
import { STREAMS, candleStreamResultSchema } from '#contract/stream-messages.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import { CANDLE_INTERVALS, candleId } from '../../src/chain/engine/trading/candle-buckets.ts';
import { StreamDetailCode } from '../../src/streams/routes/stream-filters.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';
import type { StreamClient } from './ws-client.ts';

let s: ChainStreams;
let market: string;
beforeAll(async () => {
  s = await startChainStreams(60);
  const [busiest] = await s.db.query<{ market_id: string }>(
    'SELECT market_id FROM trades GROUP BY market_id ORDER BY count(*) DESC, market_id LIMIT 1',
  );
  market = busiest!.market_id;
}, 60_000);
afterAll(() => s.stop());

const [ONE_MINUTE, , , , , ONE_DAY] = CANDLE_INTERVALS;
const candles = (client: StreamClient) =>
  resultsOf(client, candleStreamResultSchema).map((r) => r.candle);

/**
 * The candle as of `upToNs`, straight from the stored trades: the last interval with a trade,
 * with open/close by trade sequence. Independent of the chain's candle tracker.
 */
async function candleFromTrades(seconds: number, upToNs: bigint): Promise<Candle> {
  const [row] = await s.db.query<Candle>(
    `WITH t AS (
       SELECT seq, time_ns, time_ns - time_ns % $3::bigint AS bucket,
              (record::json->>'price')::numeric AS price, (record::json->>'size')::numeric AS size
       FROM trades WHERE market_id = $1 AND time_ns <= $2::bigint),
     b AS (SELECT * FROM t WHERE bucket = (SELECT max(bucket) FROM t))
     SELECT min(bucket)::text AS start, max(time_ns)::text AS "lastUpdate",
            max(price)::text AS high, min(price)::text AS low,
            (array_agg(price ORDER BY seq))[1]::text AS open,
            (array_agg(price ORDER BY seq DESC))[1]::text AS close, sum(size)::text AS volume
     FROM b`,
    [market, upToNs.toString(), (BigInt(seconds) * 1_000_000_000n).toString()],
  );
  return row!;
}

describe('candles stream', () => {
  it('sends the candle of its id after each block that traded in the market, as stored trades give it', async () => {
    const minute = candleId(ONE_MINUTE.interval, market);
    const day = candleId(ONE_DAY.interval, market);
    const spec = await s.open(`${STREAMS.candles.path}?candleId=${minute}`);
    const reference = await s.open(`${STREAMS.candles.altPath}?candleId=${minute}`);
    const daily = await s.open(`${STREAMS.candles.path}?candleId=${day}`);

    // Blocks in which the market traded, until there are a few.
    const tradedAt: bigint[] = [];
    for (let i = 0; i < 60 && tradedAt.length < 4; i++) {
      const [out] = await s.chain.advance(1);
      if (out!.trades.some(({ trade }) => trade.marketId === market)) tradedAt.push(out!.timeNs);
    }
    expect(tradedAt.length).toBe(4);
    for (const client of [spec, reference, daily])
      await settle(client, () => client.messages.length, tradedAt.length);

    const expectedMinute = await Promise.all(tradedAt.map((t) => candleFromTrades(60, t)));
    expect(candles(spec)).toEqual(expectedMinute);
    expect(candles(reference)).toEqual(expectedMinute);
    // The day candle began with the history (2026-01-01T00:00Z): it holds every trade so far.
    expect(candles(daily)).toEqual(
      await Promise.all(tradedAt.map((t) => candleFromTrades(86_400, t))),
    );
    expect(candles(daily)[0]?.start).toBe('1767225600000000000');

    // One candle per message, bare (no candle id), numbers as strings.
    expect(Object.keys(raw(spec, 0).result)).toEqual(['candle']);
    expect(Object.keys(raw(spec, 0).result.candle as object).sort()).toEqual(
      ['close', 'high', 'lastUpdate', 'low', 'open', 'start', 'volume'].sort(),
    );
  });

  it('sends nothing for another market or interval', async () => {
    const other = s.genesis.markets.map((m) => m.id).find((id) => id !== market)!;
    const quiet = await s.open(
      `${STREAMS.candles.path}?candleId=${candleId(ONE_MINUTE.interval, other)}`,
    );
    const outputs = await s.chain.advance(5);
    const traded = outputs.filter((o) => o.trades.some(({ trade }) => trade.marketId === other));
    await settle(quiet, () => quiet.messages.length, traded.length);
    expect(quiet.messages).toHaveLength(traded.length);
  });

  it('refuses a missing, malformed or unknown candle id', async () => {
    const path = STREAMS.candles.path;
    await expectRefused(await s.open(path), 3, StreamDetailCode.MISSING_CANDLE_ID);
    await expectRefused(
      await s.open(`${path}?candleId=trades_candle_2_minutes_${market}`),
      3,
      DetailCode.INVALID_FILTER,
    );
    await expectRefused(
      await s.open(`${STREAMS.candles.altPath}?candleId=trades_candle_1_hour_${'cd'.repeat(32)}`),
      5,
      StreamDetailCode.MARKET_NOT_FOUND,
    );
  });
});
