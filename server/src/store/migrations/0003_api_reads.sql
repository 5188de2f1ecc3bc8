-- Indexes for the read API (transactions, ledger, deposits/withdrawals, candles). Tables are
-- written by the chain (0002); these only make the API's filters and orderings cheap.

-- Candles are computed from trades per market over a time range (store/candles.ts).
CREATE INDEX trades_market_time ON trades (market_id, time_ns);

-- Ledger history and export filter one party on the from or the to side (already indexed in
-- 0002) and often one asset; the export walks a party's entries by seq in batches.
CREATE INDEX ledger_from_asset ON ledger_entries (from_owner, asset_id, seq);
CREATE INDEX ledger_to_asset ON ledger_entries (to_owner, asset_id, seq);

-- Deposits and withdrawals listed by time range without a party.
CREATE INDEX deposits_created ON deposits (created_ns, seq);
CREATE INDEX withdrawals_created ON withdrawals (created_ns, seq);
