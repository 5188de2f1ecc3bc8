-- Checkpoints the chain takes every network.checkpoint.timeElapsedBetweenCheckpoints (D10):
-- the block they were taken at, its hash, and the checkpoint's own hash.
CREATE TABLE IF NOT EXISTS checkpoints (
  block_height bigint PRIMARY KEY,
  hash text NOT NULL,
  block_hash text NOT NULL
);
