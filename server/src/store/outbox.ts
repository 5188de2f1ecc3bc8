import type { Queryable } from './database.ts';

/** The PostgreSQL channel the writer announces each committed block on (payload: the height). */
export const BLOCK_CHANNEL = 'tne_block_committed';

/** One block's row of the stream outbox (migrations/0012_stream_outbox.sql). */
export interface OutboxRow {
  height: bigint;
  timeNs: bigint;
  /** The block's stream payload as JSON text (streams/block-payload.ts). */
  payload: string;
  /** The response-cache tags the block touched, as a JSON array. */
  tags: string;
}

/**
 * Stores blocks' outbox rows inside the caller's (the block's) transaction, and announces the
 * newest height: PostgreSQL delivers a NOTIFY only when the transaction commits, so a listener
 * never hears of a block it cannot read yet.
 */
export async function writeOutbox(tx: Queryable, rows: readonly OutboxRow[]): Promise<void> {
  const last = rows[rows.length - 1];
  if (!last) return;
  const params: string[] = [];
  const values = rows.map((r, i) => {
    params.push(r.height.toString(), r.timeNs.toString(), r.payload, r.tags);
    const p = i * 4;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4})`;
  });
  await tx.query(
    `INSERT INTO stream_outbox (height, time_ns, payload, tags) VALUES ${values.join(', ')}`,
    params,
  );
  await tx.query('SELECT pg_notify($1, $2)', [BLOCK_CHANNEL, last.height.toString()]);
}

/** Outbox rows after `height`, oldest first, at most `limit`. */
export async function readOutboxAfter(
  db: Queryable,
  height: bigint,
  limit: number,
): Promise<OutboxRow[]> {
  const rows = await db.query<{ height: string; time_ns: string; payload: string; tags: string }>(
    'SELECT height::text, time_ns::text, payload, tags FROM stream_outbox WHERE height > $1 ORDER BY height LIMIT $2',
    [height.toString(), limit],
  );
  return rows.map((r) => ({
    height: BigInt(r.height),
    timeNs: BigInt(r.time_ns),
    payload: r.payload,
    tags: r.tags,
  }));
}

/** Outbox rows of the blocks after `after` up to `upTo`. */
export async function countOutbox(db: Queryable, after: bigint, upTo: bigint): Promise<bigint> {
  const [row] = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM stream_outbox WHERE height > $1 AND height <= $2',
    [after.toString(), upTo.toString()],
  );
  return BigInt(row?.n ?? 0);
}

/** The oldest and newest heights the outbox holds (undefined when it is empty). */
export async function outboxRange(
  db: Queryable,
): Promise<{ oldest: bigint; newest: bigint } | undefined> {
  const [row] = await db.query<{ oldest: string | null; newest: string | null }>(
    'SELECT min(height)::text AS oldest, max(height)::text AS newest FROM stream_outbox',
  );
  if (!row?.oldest || !row.newest) return undefined;
  return { oldest: BigInt(row.oldest), newest: BigInt(row.newest) };
}

/** Drops outbox rows of blocks before `oldestKept`. */
export async function pruneOutbox(db: Queryable, oldestKept: bigint): Promise<void> {
  await db.query('DELETE FROM stream_outbox WHERE height < $1', [oldestKept.toString()]);
}

/** chain_meta key: the height after which the writer last pruned history (API caches clear). */
const HOUSEKEPT_KEY = 'housekept_height';

export async function markHousekeeping(db: Queryable, height: bigint): Promise<void> {
  await db.query(
    `INSERT INTO chain_meta (key, value) VALUES ('${HOUSEKEPT_KEY}', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [height.toString()],
  );
  await db.query('SELECT pg_notify($1, $2)', [BLOCK_CHANNEL, `housekeeping:${height}`]);
}

export async function readHousekeeping(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM chain_meta WHERE key = '${HOUSEKEPT_KEY}'`,
  );
  return row?.value;
}
