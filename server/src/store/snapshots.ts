import type { Connection } from '#contract/connection.ts';
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
