import type { Queryable } from './database.ts';

/** The PostgreSQL channel the writer announces each committed block on (payload: the height). */
export const BLOCK_CHANNEL = 'tne_block_committed';

/**
 * One block of the stream outbox (migrations/0012_stream_outbox.sql, 0018: its topics in rows
 * of their own).
 */
export interface OutboxRow {
  height: bigint;
  timeNs: bigint;
  /** The block's topics in publishing order: name, items as a JSON array text. */
  topics: [topic: string, items: string][];
  /** The response-cache tags the block touched, as a JSON array. */
  tags: string;
}

/** Rows of one INSERT: PostgreSQL takes at most 65,535 parameters per statement. */
const INSERT_ROWS = 4000;

/**
 * Stores blocks' outbox rows inside the caller's (the block's) transaction, and announces the
 * newest height: PostgreSQL delivers a NOTIFY only when the transaction commits, so a listener
 * never hears of a block it cannot read yet.
 */
export async function writeOutbox(tx: Queryable, rows: readonly OutboxRow[]): Promise<void> {
  const last = rows[rows.length - 1];
  if (!last) return;
  await insertRows(
    tx,
    'stream_outbox (height, time_ns, tags)',
    rows.map((r) => [r.height.toString(), r.timeNs.toString(), r.tags]),
  );
  await insertRows(
    tx,
    'stream_outbox_topics (height, position, topic, items)',
    rows.flatMap((r) =>
      r.topics.map(([topic, items], position) => [r.height.toString(), position, topic, items]),
    ),
  );
  await tx.query('SELECT pg_notify($1, $2)', [BLOCK_CHANNEL, last.height.toString()]);
}

async function insertRows(tx: Queryable, into: string, rows: readonly unknown[][]) {
  for (let from = 0; from < rows.length; from += INSERT_ROWS) {
    const params: unknown[] = [];
    const values = rows.slice(from, from + INSERT_ROWS).map((row) => {
      const marks = row.map((value) => `$${params.push(value)}`);
      return `(${marks.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${into} VALUES ${values.join(', ')}`, params);
  }
}

/**
 * Outbox rows after `height`, oldest first, at most `limit`, with the items of the named topics
 * only (all of them when `topics` is undefined): a reader parses what it publishes, not the
 * block's whole output.
 */
export async function readOutboxAfter(
  db: Queryable,
  height: bigint,
  limit: number,
  topics?: readonly string[],
): Promise<OutboxRow[]> {
  const rows = await db.query<{
    height: string;
    time_ns: string;
    tags: string;
    topics: string[] | null;
    items: string[] | null;
  }>(
    `SELECT o.height::text AS height, o.time_ns::text AS time_ns, o.tags, t.topics, t.items
     FROM stream_outbox o
     LEFT JOIN LATERAL (
       SELECT array_agg(s.topic ORDER BY s.position) AS topics,
         array_agg(s.items ORDER BY s.position) AS items
       FROM stream_outbox_topics s
       WHERE s.height = o.height AND ($3::text[] IS NULL OR s.topic = ANY($3::text[]))
     ) t ON true
     WHERE o.height > $1 ORDER BY o.height LIMIT $2`,
    [height.toString(), limit, topics ? [...topics] : null],
  );
  return rows.map((r) => ({
    height: BigInt(r.height),
    timeNs: BigInt(r.time_ns),
    topics: (r.topics ?? []).map((topic, i): [string, string] => [topic, r.items![i]!]),
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
  await db.query('DELETE FROM stream_outbox_topics WHERE height < $1', [oldestKept.toString()]);
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
