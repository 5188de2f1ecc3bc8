-- An asset's deposits and withdrawals, newest first (the `assetId` filter of both lists).
CREATE INDEX deposits_asset ON deposits (asset_id, seq DESC);
CREATE INDEX withdrawals_asset ON withdrawals (asset_id, seq DESC);
