-- The simulated chain's history. Every table is written by the chain only, once per block, in
-- the block's DB transaction. Most rows keep the full REST record (`record`, REST encoding:
-- enums as names, 64-bit values as strings) next to the columns that are filtered or sorted on,
-- so the API serves what the chain wrote without re-assembling it.

CREATE TABLE blocks (
  height bigint PRIMARY KEY,
  hash text NOT NULL,
  time_ns bigint NOT NULL,
  tx_count int NOT NULL
);

CREATE TABLE transactions (
  hash text PRIMARY KEY,
  block_height bigint NOT NULL,
  idx int NOT NULL,
  submitter text NOT NULL,
  type text NOT NULL,
  code int NOT NULL,
  record text NOT NULL,
  UNIQUE (block_height, idx)
);
CREATE INDEX transactions_submitter ON transactions (submitter, block_height DESC, idx DESC);
CREATE INDEX transactions_type ON transactions (type, block_height DESC, idx DESC);

CREATE TABLE parties (
  id text PRIMARY KEY,
  created_height bigint NOT NULL
);

CREATE TABLE markets (
  id text PRIMARY KEY,
  state text NOT NULL,
  trading_mode text NOT NULL,
  settlement_asset text NOT NULL,
  created_height bigint NOT NULL,
  record text NOT NULL
);

-- Latest market data per market, and its history (one row per market per block it changed).
CREATE TABLE market_data (
  market_id text NOT NULL,
  time_ns bigint NOT NULL,
  block_height bigint NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (market_id, time_ns)
);

-- Every version of every order; orders_current holds the latest version of each.
CREATE TABLE order_versions (
  id text NOT NULL,
  version bigint NOT NULL,
  block_height bigint NOT NULL,
  time_ns bigint NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (id, version)
);

CREATE TABLE orders_current (
  id text PRIMARY KEY,
  market_id text NOT NULL,
  party_id text NOT NULL,
  status text NOT NULL,
  type text NOT NULL,
  time_in_force text NOT NULL,
  reference text NOT NULL,
  is_liquidity boolean NOT NULL,
  created_ns bigint NOT NULL,
  -- Block time of the latest version: the reference's dateRange filter compares this.
  time_ns bigint NOT NULL,
  record text NOT NULL
);
CREATE INDEX orders_current_created ON orders_current (created_ns DESC, id DESC);
CREATE INDEX orders_current_party ON orders_current (party_id, created_ns DESC, id DESC);
CREATE INDEX orders_current_market ON orders_current (market_id, created_ns DESC, id DESC);
CREATE INDEX orders_current_live ON orders_current (market_id) WHERE status IN ('STATUS_ACTIVE', 'STATUS_PARKED');

CREATE TABLE trades (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  market_id text NOT NULL,
  buyer text NOT NULL,
  seller text NOT NULL,
  buy_order text NOT NULL,
  sell_order text NOT NULL,
  time_ns bigint NOT NULL,
  record text NOT NULL
);
CREATE INDEX trades_market ON trades (market_id, seq DESC);
CREATE INDEX trades_buyer ON trades (buyer, seq DESC);
CREATE INDEX trades_seller ON trades (seller, seq DESC);
CREATE INDEX trades_buy_order ON trades (buy_order);
CREATE INDEX trades_sell_order ON trades (sell_order);

CREATE TABLE accounts (
  owner text NOT NULL,
  asset_id text NOT NULL,
  market_id text NOT NULL,
  type text NOT NULL,
  balance numeric(78, 0) NOT NULL CHECK (balance >= 0),
  updated_height bigint NOT NULL,
  PRIMARY KEY (owner, asset_id, market_id, type)
);
CREATE INDEX accounts_asset ON accounts (asset_id);

CREATE TABLE ledger_entries (
  seq bigint PRIMARY KEY,
  block_height bigint NOT NULL,
  time_ns bigint NOT NULL,
  asset_id text NOT NULL,
  transfer_type text NOT NULL,
  quantity numeric(78, 0) NOT NULL,
  from_owner text NOT NULL,
  from_market text NOT NULL,
  from_type text NOT NULL,
  from_balance numeric(78, 0) NOT NULL,
  to_owner text NOT NULL,
  to_market text NOT NULL,
  to_type text NOT NULL,
  to_balance numeric(78, 0) NOT NULL
);
CREATE INDEX ledger_from ON ledger_entries (from_owner, seq DESC);
CREATE INDEX ledger_to ON ledger_entries (to_owner, seq DESC);

CREATE TABLE positions (
  party_id text NOT NULL,
  market_id text NOT NULL,
  updated_ns bigint NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (party_id, market_id)
);
CREATE INDEX positions_market ON positions (market_id);

CREATE TABLE margin_levels (
  party_id text NOT NULL,
  market_id text NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (party_id, market_id)
);

CREATE TABLE deposits (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  party_id text NOT NULL,
  asset_id text NOT NULL,
  created_ns bigint NOT NULL,
  record text NOT NULL
);
CREATE INDEX deposits_party ON deposits (party_id, seq DESC);

CREATE TABLE withdrawals (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  party_id text NOT NULL,
  asset_id text NOT NULL,
  created_ns bigint NOT NULL,
  record text NOT NULL
);
CREATE INDEX withdrawals_party ON withdrawals (party_id, seq DESC);

CREATE TABLE transfers (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  from_party text NOT NULL,
  to_party text NOT NULL,
  asset_id text NOT NULL,
  status text NOT NULL,
  record text NOT NULL
);
CREATE INDEX transfers_from ON transfers (from_party, seq DESC);
CREATE INDEX transfers_to ON transfers (to_party, seq DESC);

CREATE TABLE proposals (
  seq bigint PRIMARY KEY,
  id text NOT NULL UNIQUE,
  party_id text NOT NULL,
  reference text NOT NULL,
  state text NOT NULL,
  type text NOT NULL,
  record text NOT NULL
);

-- One row per (proposal, party): the vote that counts is the latest.
CREATE TABLE votes (
  proposal_id text NOT NULL,
  party_id text NOT NULL,
  seq bigint NOT NULL UNIQUE,
  value text NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (proposal_id, party_id)
);
CREATE INDEX votes_party ON votes (party_id, seq DESC);

CREATE TABLE epochs (
  seq bigint PRIMARY KEY,
  record text NOT NULL
);

-- Nodes as they stood in each epoch (the nodes list takes an epochSeq).
CREATE TABLE node_epochs (
  epoch_seq bigint NOT NULL,
  node_id text NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (epoch_seq, node_id)
);

CREATE TABLE delegations (
  epoch_seq bigint NOT NULL,
  party_id text NOT NULL,
  node_id text NOT NULL,
  amount numeric(78, 0) NOT NULL,
  PRIMARY KEY (epoch_seq, party_id, node_id)
);
CREATE INDEX delegations_party ON delegations (party_id, epoch_seq DESC);

CREATE TABLE core_snapshots (
  block_height bigint PRIMARY KEY,
  record text NOT NULL
);

CREATE TABLE network_parameters (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_height bigint NOT NULL
);

CREATE TABLE candles (
  market_id text NOT NULL,
  interval_s int NOT NULL,
  start_ns bigint NOT NULL,
  record text NOT NULL,
  PRIMARY KEY (market_id, interval_s, start_ns)
);

CREATE TABLE liquidity_provisions (
  id text PRIMARY KEY,
  market_id text NOT NULL,
  party_id text NOT NULL,
  record text NOT NULL
);

-- Spam statistics per party for the current epoch (spec §2.8), replaced as counters change.
CREATE TABLE spam_statistics (
  party_id text PRIMARY KEY,
  epoch_seq bigint NOT NULL,
  record text NOT NULL
);

-- The latest book depth per market, numbered like the depth stream's updates.
CREATE TABLE market_depth (
  market_id text PRIMARY KEY,
  sequence_number bigint NOT NULL,
  record text NOT NULL
);
