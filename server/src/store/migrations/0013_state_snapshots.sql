-- The chain's full in-memory state after every snapshot block (network parameter
-- snapshot.interval.length): a restart loads the newest that verifies and replays only the
-- blocks after it. `state` is the encoded state, gzipped; `state_hash` the SHA-256 (hex) of the
-- encoding before compression. (IF NOT EXISTS: the file was numbered 0012 before main had a 0012.)
CREATE TABLE IF NOT EXISTS state_snapshots (
  height bigint PRIMARY KEY,
  block_hash text NOT NULL,
  state_hash text NOT NULL,
  state bytea NOT NULL
);
