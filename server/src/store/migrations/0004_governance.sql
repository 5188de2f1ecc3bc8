-- Governance, transfers, withdrawals and liquidity provisions as the chain writes them (0002
-- created the tables). The extra columns let the read side filter and order without parsing
-- records; every one has a default so rows written before this migration stay valid.

-- Proposals: the GovernanceData (proposal + yes/no votes) kept current as votes arrive, the
-- submission time, and the block that last changed the row.
ALTER TABLE proposals ADD COLUMN governance_data text NOT NULL DEFAULT '{}';
ALTER TABLE proposals ADD COLUMN timestamp_ns bigint NOT NULL DEFAULT 0;
ALTER TABLE proposals ADD COLUMN updated_height bigint NOT NULL DEFAULT 0;
CREATE INDEX proposals_party ON proposals (party_id, seq DESC);
CREATE INDEX proposals_reference ON proposals (reference);
CREATE INDEX proposals_state_type ON proposals (state, type, seq DESC);

-- Votes of one proposal in vote order (the primary key leads with the proposal, not the order).
CREATE INDEX votes_proposal ON votes (proposal_id, seq DESC);

ALTER TABLE transfers ADD COLUMN timestamp_ns bigint NOT NULL DEFAULT 0;
ALTER TABLE transfers ADD COLUMN updated_height bigint NOT NULL DEFAULT 0;

ALTER TABLE withdrawals ADD COLUMN status text NOT NULL DEFAULT '';
ALTER TABLE withdrawals ADD COLUMN updated_height bigint NOT NULL DEFAULT 0;

-- Liquidity provisions: one row per provision id (amendments keep the id, bump the version).
ALTER TABLE liquidity_provisions ADD COLUMN status text NOT NULL DEFAULT '';
ALTER TABLE liquidity_provisions ADD COLUMN created_ns bigint NOT NULL DEFAULT 0;
ALTER TABLE liquidity_provisions ADD COLUMN updated_height bigint NOT NULL DEFAULT 0;
CREATE INDEX liquidity_provisions_market ON liquidity_provisions (market_id, party_id);
CREATE INDEX liquidity_provisions_party ON liquidity_provisions (party_id, market_id);
