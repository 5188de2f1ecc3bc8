-- Validators, epochs, snapshots and spam statistics, next to 0002's tables of the same names.

-- Epoch times as columns: the network data's uptime sums the lengths of the ended epochs.
ALTER TABLE epochs ADD COLUMN start_ns bigint NOT NULL DEFAULT 0;
ALTER TABLE epochs ADD COLUMN end_ns bigint NOT NULL DEFAULT 0;

CREATE INDEX node_epochs_node ON node_epochs (node_id, epoch_seq DESC);
CREATE INDEX delegations_node ON delegations (epoch_seq, node_id);

-- What a party without activity in the current epoch gets (zero counters and the limits), and
-- the proof-of-work parameters the data node reports block states with. One row.
CREATE TABLE spam_defaults (
  id int PRIMARY KEY CHECK (id = 1),
  epoch_seq bigint NOT NULL,
  record text NOT NULL,
  pow_params text NOT NULL
);
