import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { StateSnapshot } from '../chain/engine/state/state-snapshot.ts';
import type { Queryable } from './database.ts';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A snapshot ready to store: its encoding compressed (off the thread that answers requests). */
export interface PackedSnapshot {
  height: bigint;
  blockHash: string;
  stateHash: string;
  packed: Uint8Array;
}

export async function packSnapshot(snapshot: StateSnapshot): Promise<PackedSnapshot> {
  // Level 1: ~7× smaller for a few tens of ms on the libuv pool; higher levels gain little.
  const packed = await gzipAsync(snapshot.encoded, { level: 1 });
  return {
    height: snapshot.height,
    blockHash: snapshot.blockHash,
    stateHash: snapshot.stateHash,
    packed,
  };
}

/**
 * Stores a snapshot inside the caller's transaction (the one committing its block, so a kill
 * leaves both or neither) and drops all but the newest `keep`. The bytes go as base64 text:
 * PGlite writes a bytes parameter out as hex in JavaScript, byte by byte (readStateSnapshot).
 */
export async function saveStateSnapshot(
  db: Queryable,
  snapshot: PackedSnapshot,
  keep: number,
): Promise<void> {
  await db.query(
    `INSERT INTO state_snapshots (height, block_hash, state_hash, state)
     VALUES ($1, $2, $3, decode($4, 'base64'))
     ON CONFLICT (height) DO UPDATE SET block_hash = EXCLUDED.block_hash, state_hash = EXCLUDED.state_hash, state = EXCLUDED.state`,
    [
      snapshot.height.toString(),
      snapshot.blockHash,
      snapshot.stateHash,
      Buffer.from(snapshot.packed).toString('base64'),
    ],
  );
  await db.query(
    `DELETE FROM state_snapshots WHERE height NOT IN
       (SELECT s.height FROM state_snapshots s ORDER BY s.height DESC LIMIT $1)`,
    [Math.max(1, keep)],
  );
}

export interface StoredSnapshotInfo {
  height: bigint;
  blockHash: string;
  stateHash: string;
  /** The hash of the committed block at that height ('' when the block is not stored). */
  committedHash: string;
}

/** The stored snapshots, newest first, with the hash of the block committed at each height. */
export async function listStateSnapshots(db: Queryable): Promise<StoredSnapshotInfo[]> {
  const rows = await db.query<{
    height: string;
    block_hash: string;
    state_hash: string;
    committed: string | null;
  }>(
    `SELECT s.height::text AS height, s.block_hash, s.state_hash, b.hash AS committed
       FROM state_snapshots s LEFT JOIN blocks b ON b.height = s.height
      ORDER BY s.height DESC`,
  );
  return rows.map((r) => ({
    height: BigInt(r.height),
    blockHash: r.block_hash,
    stateHash: r.state_hash,
    committedHash: r.committed ?? '',
  }));
}

/** Packed bytes read per statement: PGlite runs each on the thread that answers /health. */
const READ_PIECE_BYTES = 512 * 1024;

/**
 * One snapshot's encoding, uncompressed (UTF-8 bytes); undefined when it is gone. Throws when
 * unreadable. The bytes come as base64 text, decoded natively: PGlite turns a bytea column
 * into bytes in JavaScript, ~0.4 s per packed MB (1.3 MB at 2,000 blocks, and growing with the
 * state) on the thread that answers /health, where base64 takes ~20 ms (docs/benchmarks.md).
 * Read READ_PIECE_BYTES at a time with `pause()` between (a statement returning
 * the whole of a large snapshot holds the thread for ~0.7 s), then unpacked on the
 * libuv pool.
 */
export async function readStateSnapshotBytes(
  db: Queryable,
  info: StoredSnapshotInfo,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<Buffer | undefined> {
  const height = info.height.toString();
  const [size] = await db.query<{ bytes: number }>(
    'SELECT length(state) AS bytes FROM state_snapshots WHERE height = $1',
    [height],
  );
  if (!size) return undefined;
  const pieces: Buffer[] = [];
  for (let at = 0; at < size.bytes; at += READ_PIECE_BYTES) {
    const [row] = await db.query<{ piece: string }>(
      `SELECT encode(substring(state FROM $2 FOR $3), 'base64') AS piece
         FROM state_snapshots WHERE height = $1`,
      [height, at + 1, READ_PIECE_BYTES],
    );
    if (!row) return undefined;
    // PostgreSQL breaks base64 into 76-character lines; Buffer skips the line breaks.
    pieces.push(Buffer.from(row.piece, 'base64'));
    await pause();
  }
  return gunzipAsync(Buffer.concat(pieces));
}

/** readStateSnapshotBytes as the text of the encoding. */
export async function readStateSnapshot(
  db: Queryable,
  info: StoredSnapshotInfo,
): Promise<StateSnapshot | undefined> {
  const bytes = await readStateSnapshotBytes(db, info);
  if (!bytes) return undefined;
  return {
    height: info.height,
    blockHash: info.blockHash,
    stateHash: info.stateHash,
    encoded: bytes.toString('utf8'),
  };
}
