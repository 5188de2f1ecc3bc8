-- Chain metadata: one row per key (chain id, genesis state markers).
CREATE TABLE chain_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE assets (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  name text NOT NULL,
  symbol text NOT NULL,
  decimals int NOT NULL CHECK (decimals >= 0),
  quantum numeric(78, 0) NOT NULL,
  -- 'builtin' or 'erc20'; the matching columns below are set for that source only.
  source text NOT NULL CHECK (source IN ('builtin', 'erc20')),
  max_faucet_amount_mint numeric(78, 0),
  contract_address text,
  lifetime_limit numeric(78, 0),
  withdraw_threshold numeric(78, 0),
  status text NOT NULL,
  -- Block height at which the asset was listed (0 = genesis); keeps history reproducible.
  created_height bigint NOT NULL DEFAULT 0
);
