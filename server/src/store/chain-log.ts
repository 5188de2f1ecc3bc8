import type { Queryable } from './database.ts';

/*
 * What the node reads and writes about the chain itself (not about its contents): the time of
 * block 0, kept so a restart runs on the same clock, and the committed block headers it
 * re-executes to rebuild its in-memory state.
 */

/** Time of block 0 (Unix ns) as stored, or undefined on a new chain. */
export async function readGenesisTime(db: Queryable): Promise<bigint | undefined> {
  const [stored] = await db.query<{ value: string }>(
    "SELECT value FROM chain_meta WHERE key = 'genesis_time'",
  );
  return stored ? BigInt(stored.value) : undefined;
}

export async function saveGenesisTime(db: Queryable, timeNs: bigint): Promise<void> {
  await db.query("INSERT INTO chain_meta (key, value) VALUES ('genesis_time', $1)", [
    timeNs.toString(),
  ]);
}

export interface CommittedBlock {
  height: bigint;
  hash: string;
  timeNs: bigint;
}

/** Up to `limit` committed blocks after `afterHeight`, lowest first. */
export async function committedBlocksAfter(
  db: Queryable,
  afterHeight: bigint,
  limit = 1000,
): Promise<CommittedBlock[]> {
  const rows = await db.query<{ height: string; hash: string; time_ns: string }>(
    // Order by the bigint column: the text alias of the same name would sort "10" before "2".
    'SELECT height::text, hash, time_ns::text FROM blocks b WHERE b.height > $1 ORDER BY b.height LIMIT $2',
    [afterHeight.toString(), limit],
  );
  return rows.map((r) => ({ height: BigInt(r.height), hash: r.hash, timeNs: BigInt(r.time_ns) }));
}

/** chain_meta rows of the settings the chain was built with (`setting_…`), by key. */
export async function readChainSettings(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    "SELECT key, value FROM chain_meta WHERE key LIKE 'setting\\_%'",
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Writes settings rows; `overwrite` false keeps values already stored. */
export async function saveChainSettings(
  db: Queryable,
  values: Record<string, string>,
  overwrite: boolean,
): Promise<void> {
  const conflict = overwrite ? 'DO UPDATE SET value = EXCLUDED.value' : 'DO NOTHING';
  for (const [key, value] of Object.entries(values))
    await db.query(
      `INSERT INTO chain_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) ${conflict}`,
      [key, value],
    );
}

/** Height of the newest committed block, 0 on a new chain. */
export async function committedHead(db: Queryable): Promise<bigint> {
  const [head] = await db.query<{ height: string | null }>(
    'SELECT max(height)::text AS height FROM blocks',
  );
  return BigInt(head?.height ?? 0);
}

/** Height and time of the newest committed block; undefined on a new chain. */
export async function committedHeadBlock(
  db: Queryable,
): Promise<{ height: bigint; timeNs: bigint } | undefined> {
  const [head] = await db.query<{ height: string; time_ns: string }>(
    'SELECT height::text, time_ns::text FROM blocks b ORDER BY b.height DESC LIMIT 1',
  );
  return head && { height: BigInt(head.height), timeNs: BigInt(head.time_ns) };
}

/** Hash of the stored block at `height`, undefined when there is none. */
export async function storedHash(db: Queryable, height: bigint): Promise<string | undefined> {
  const [row] = await db.query<{ hash: string }>('SELECT hash FROM blocks WHERE height = $1', [
    height.toString(),
  ]);
  return row?.hash;
}
