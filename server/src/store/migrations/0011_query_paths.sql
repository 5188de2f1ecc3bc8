-- Governance tokens each party associated at genesis (the staking bridge's starting point):
-- a party's stake is this plus its accepted staking-bridge events (/api/v2/parties/{id}/stake).
CREATE TABLE genesis_stake (
  party_id text PRIMARY KEY,
  amount numeric(78, 0) NOT NULL
);

-- Reward payouts (/api/v2/rewards and its summaries): a few hundred rows an epoch among the
-- ledger's millions, so a partial index keeps those lists from scanning the ledger.
CREATE INDEX ledger_entries_reward_payouts ON ledger_entries (seq)
  WHERE transfer_type = 'TRANSFER_TYPE_REWARD_PAYOUT';
