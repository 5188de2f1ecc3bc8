-- Read-side support for the trading endpoints (orders, trades, markets, positions, accounts,
-- parties, margin levels): one view and the indexes their filters need.

-- Parties that have appeared on the chain. The chain does not write `parties`; every party
-- holds an account from its first deposit on (genesis deposits included), and every order,
-- trade and position belongs to a party with an account, so the party-owned account owners are
-- the parties. A view rather than a copy: it cannot drift from the accounts it derives from,
-- and it picks up `parties` rows too should the chain ever write them. "network" (and any
-- other non-key owner) is not a party.
CREATE VIEW known_parties AS
  SELECT owner AS id FROM accounts WHERE owner ~ '^[0-9a-f]{64}$'
  UNION
  SELECT id FROM parties;

-- filter.reference on the orders list; most orders have none, so only the others are indexed.
CREATE INDEX orders_current_reference ON orders_current (reference, created_ns DESC, id DESC)
  WHERE reference <> '';

-- filter.marketIds on accounts; margin levels by market (the primary key leads with the party).
CREATE INDEX accounts_market ON accounts (market_id);
CREATE INDEX margin_levels_market ON margin_levels (market_id, party_id);
