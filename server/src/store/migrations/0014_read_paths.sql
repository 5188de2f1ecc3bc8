-- Every list page is an ordered index walk (server/test/store/query-plans.test.ts
-- EXPLAINs each list shape): the filter's equality columns, then the list's sort key.

-- A party's orders in one market (the party page's market filter): without it the planner
-- intersects the party and market indexes and sorts what they share.
CREATE INDEX orders_current_party_market
  ON orders_current (party_id, market_id, created_ns DESC, id DESC);

-- An order's trades, newest first: one walk per side in seq order, merged (store/trades.ts),
-- instead of reading every trade of the order and sorting them.
DROP INDEX trades_buy_order;
DROP INDEX trades_sell_order;
CREATE INDEX trades_buy_order ON trades (buy_order, seq DESC);
CREATE INDEX trades_sell_order ON trades (sell_order, seq DESC);
