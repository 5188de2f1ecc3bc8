-- The stream outbox: each committed block's stream updates (in stream encoding) and the
-- response-cache tags it touched, written in the block's own transaction, so that API
-- processes publish exactly what the writer committed, in height order, and can catch up by
-- height after a missed NOTIFY. Pruned to OUTBOX_RETENTION_BLOCKS by the writer's housekeeping.
CREATE TABLE stream_outbox (
  height bigint PRIMARY KEY,
  time_ns bigint NOT NULL,
  -- {"meta": {...}, "topics": [[topic, items], …]} (streams/block-payload.ts) as JSON text:
  -- read back and parsed by the API process, never queried inside.
  payload text NOT NULL,
  -- Response-cache tags the block touched (http/response-cache-tags.ts), as a JSON array.
  tags text NOT NULL
);
