-- Candles stored per market, interval and period (store/candle-buckets.ts), kept with the trades
-- in each block's transaction: /api/v2/candle reads a page of them (an index range) instead of
-- aggregating every trade of the market per request. Columns as the candle definition
-- (engine/trading/candle-buckets.ts); first_seq / last_seq: the trades that set open and close.
CREATE TABLE candle_buckets (
  market_id text NOT NULL,
  interval_s integer NOT NULL,
  start_ns bigint NOT NULL,
  first_seq bigint NOT NULL,
  last_seq bigint NOT NULL,
  open numeric NOT NULL,
  close numeric NOT NULL,
  high numeric NOT NULL,
  low numeric NOT NULL,
  volume numeric NOT NULL,
  last_update bigint NOT NULL,
  PRIMARY KEY (market_id, interval_s, start_ns)
);

-- The trades already stored (a database from before this migration).
INSERT INTO candle_buckets (market_id, interval_s, start_ns, first_seq, last_seq, open, close,
    high, low, volume, last_update)
SELECT t.market_id, i.s, t.time_ns - t.time_ns % (i.s::bigint * 1000000000),
  min(t.seq), max(t.seq),
  (array_agg(t.price ORDER BY t.seq))[1], (array_agg(t.price ORDER BY t.seq DESC))[1],
  max(t.price), min(t.price), sum(t.size), max(t.time_ns)
FROM (
  SELECT seq, market_id, time_ns, (record::jsonb->>'price')::numeric AS price,
    (record::jsonb->>'size')::numeric AS size
  FROM trades
) t CROSS JOIN (VALUES (60), (300), (900), (3600), (21600), (86400)) AS i(s)
GROUP BY 1, 2, 3;
