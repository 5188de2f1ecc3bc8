-- The stream outbox topic by topic (the fan-out p99 budget): 0012 kept each block's stream
-- updates as one JSON payload of 150 kB–1 MB (ledger movements and accounts most of it), which
-- every API process read and parsed whole for every block, to publish the few topics it had
-- subscribers for. Each topic's items are now their own row, read only where wanted
-- (store/outbox.ts); `position` keeps the block's publishing order.
CREATE TABLE stream_outbox_topics (
  height bigint NOT NULL,
  position smallint NOT NULL,
  topic text NOT NULL,
  -- The topic's items, stream-encoded, as a JSON array text (streams/block-payload.ts).
  items text NOT NULL,
  PRIMARY KEY (height, position)
);

INSERT INTO stream_outbox_topics (height, position, topic, items)
  SELECT o.height, t.ordinality - 1, t.value ->> 0, (t.value -> 1)::text
  FROM stream_outbox o,
    json_array_elements((o.payload::json) -> 'topics') WITH ORDINALITY AS t(value, ordinality);

ALTER TABLE stream_outbox DROP COLUMN payload;
