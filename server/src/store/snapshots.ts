import type { Connection } from '#contract/connection.ts';
import type { z } from 'zod/mini';
import type { checkpointSchema } from '#contract/network-limits.ts';
import type { CoreSnapshot } from '#contract/node.ts';
import { fetchPage, type PageRequest } from './keyset-page.ts';
import type { Queryable } from './database.ts';

interface SnapshotRow {
  height: string;
  record: string;
}

/** Core snapshots (spec §4.9), by block height; newest first unless asked otherwise. */
export async function listSnapshots(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<CoreSnapshot>> {
  return fetchPage<SnapshotRow, CoreSnapshot>(
    db,
    {
      // Not selected under its own name: ORDER BY would then sort the text, not the number.
      select: 'SELECT block_height::text AS height, record FROM core_snapshots',
      where: [],
      params: [],
      key: [{ sql: 'block_height', numeric: true }],
      keyOf: (r) => [r.height],
      toNode: (r) => JSON.parse(r.record) as CoreSnapshot,
    },
    page,
  );
}

/** Types derive from the contract's schema (`datanode.api.v2.Checkpoint`). */
type Checkpoint = z.infer<typeof checkpointSchema>;

interface CheckpointRow {
  height: string;
  hash: string;
  block_hash: string;
}

/** Checkpoints the chain took (checkpoint.ts), by block height; newest first by default. */
export async function listCheckpoints(
  db: Queryable,
  page: PageRequest,
): Promise<Connection<Checkpoint>> {
  return fetchPage<CheckpointRow, Checkpoint>(
    db,
    {
      select: 'SELECT block_height::text AS height, hash, block_hash FROM checkpoints',
      where: [],
      params: [],
      key: [{ sql: 'block_height', numeric: true }],
      keyOf: (r) => [r.height],
      toNode: (r) => ({ hash: r.hash, blockHash: r.block_hash, atBlock: r.height }),
    },
    page,
  );
}
