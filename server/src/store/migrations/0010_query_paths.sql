-- Governance tokens each party associated at genesis (the staking bridge's starting point):
-- a party's stake is this plus its accepted staking-bridge events (/api/v2/parties/{id}/stake).
CREATE TABLE genesis_stake (
  party_id text PRIMARY KEY,
  amount numeric(78, 0) NOT NULL
);
