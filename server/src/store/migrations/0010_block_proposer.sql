-- The CometBFT address of each block's proposer (the /tm/ routes' header); '' for blocks
-- written before the chain named proposers.
ALTER TABLE blocks ADD COLUMN proposer text NOT NULL DEFAULT '';
