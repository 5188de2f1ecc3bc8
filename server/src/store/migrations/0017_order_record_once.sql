-- An order's latest state is stored once (disk per block; the fast-forward budget): its
-- record lives in order_versions only, and orders_current keeps the columns lists filter and
-- sort on plus the version that holds the record. The record was ~590 bytes of each
-- orders_current row, written again at every change of the order (store/orders.ts reads it
-- through ORDER_RECORD).
ALTER TABLE orders_current ADD COLUMN version bigint;
UPDATE orders_current SET version = (record::jsonb ->> 'version')::bigint;

-- A database whose order_versions lacks a current order's latest version (none is expected:
-- the writer upserts both together) gets it, so no order loses its record.
INSERT INTO order_versions (id, version, block_height, time_ns, record)
  SELECT c.id, c.version,
    (SELECT coalesce(max(b.height), 0) FROM blocks b WHERE b.time_ns <= c.time_ns), c.time_ns,
    c.record
  FROM orders_current c
  WHERE NOT EXISTS (SELECT 1 FROM order_versions v WHERE v.id = c.id AND v.version = c.version);

ALTER TABLE orders_current ALTER COLUMN version SET NOT NULL;
ALTER TABLE orders_current DROP COLUMN record;

-- Many updates of a current order change neither its status nor its version, only the block
-- time (a pegged or liquidity order repriced): with room left on its page such an update is a
-- HOT one and adds no entry to any of the table's seven indexes.
ALTER TABLE orders_current SET (fillfactor = 80);
