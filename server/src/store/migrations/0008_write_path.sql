-- The chain's write path (the fast-forward and memory budgets, docs/benchmarks.md): fewer index
-- entries per ledger row, and room on each page for in-place (HOT) updates of the tables it
-- upserts.

-- A party's ledger entries filtered by asset walk ledger_from / ledger_to (party, seq) and
-- check the asset: a party holds a handful of assets, so the two (party, asset, seq) indexes
-- cost more on every write (two more random-position index inserts per entry, ~40% of the
-- table's size) than they save on reads.
DROP INDEX ledger_from_asset;
DROP INDEX ledger_to_asset;

-- Upserted rows whose indexed columns do not change (balances, margin levels, positions) can
-- be updated in place when their page has room. (Not orders: most of an order's updates change
-- its status, an indexed column, and the table is big enough for the room to cost memory.)
ALTER TABLE accounts SET (fillfactor = 70);
ALTER TABLE margin_levels SET (fillfactor = 70);
ALTER TABLE positions SET (fillfactor = 70);
ALTER TABLE spam_statistics SET (fillfactor = 70);
ALTER TABLE market_depth SET (fillfactor = 50);

-- One depth record per market, rewritten almost every block: compressing it each time costs
-- more than the space it saves (vacuum reclaims the old versions).
ALTER TABLE market_depth ALTER COLUMN record SET STORAGE EXTERNAL;
