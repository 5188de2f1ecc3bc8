import type { Queryable } from './database.ts';

/** Time of the latest committed block (Unix ns), or "0" before the first block. */
export async function latestBlockTime(db: Queryable): Promise<string> {
  const [row] = await db.query<{ time_ns: string }>(
    'SELECT time_ns::text FROM blocks ORDER BY height DESC LIMIT 1',
  );
  return row?.time_ns ?? '0';
}
