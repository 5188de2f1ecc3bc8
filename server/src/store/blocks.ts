import type { Queryable } from './database.ts';
import type { BlockTableRows } from './sql-insert.ts';

/** A stored block header with what the CometBFT routes add to it. */
export interface BlockRow {
  height: string;
  hash: string;
  timeNs: string;
  txCount: number;
  proposer: string;
  /** Hash of the block before ('' for the first). */
  parentHash: string;
  /** Bytes of the block's transactions as served in `data.txs` (before base64). */
  size: number;
}

interface RawBlockRow {
  height: string;
  hash: string;
  time_ns: string;
  tx_count: number;
  proposer: string;
  parent_hash: string | null;
  size: string | null;
}

const toBlockRow = (r: RawBlockRow): BlockRow => ({
  height: r.height,
  hash: r.hash,
  timeNs: r.time_ns,
  txCount: r.tx_count,
  proposer: r.proposer,
  parentHash: r.parent_hash ?? '',
  size: Number(r.size ?? 0),
});

const BLOCK_COLUMNS = `b.height::text, b.hash, b.time_ns::text, b.tx_count, b.proposer,
  (SELECT p.hash FROM blocks p WHERE p.height = b.height - 1) AS parent_hash,
  (SELECT sum(octet_length(t.record))::text FROM transactions t WHERE t.block_height = b.height) AS size`;

/** The lowest and highest stored heights, or undefined before the first block. */
export async function blockRange(
  db: Queryable,
): Promise<{ earliest: BlockRow; latest: BlockRow } | undefined> {
  const rows = await db.query<RawBlockRow>(
    `(SELECT ${BLOCK_COLUMNS} FROM blocks b ORDER BY b.height ASC LIMIT 1)
     UNION ALL
     (SELECT ${BLOCK_COLUMNS} FROM blocks b ORDER BY b.height DESC LIMIT 1)`,
  );
  const [earliest, latest] = rows.map(toBlockRow);
  return earliest && latest ? { earliest, latest } : undefined;
}

/** Blocks with heights in [min, max], newest first. */
export async function blocksBetween(db: Queryable, min: bigint, max: bigint): Promise<BlockRow[]> {
  const rows = await db.query<RawBlockRow>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks b
     WHERE b.height BETWEEN $1::bigint AND $2::bigint ORDER BY b.height DESC`,
    [min.toString(), max.toString()],
  );
  return rows.map(toBlockRow);
}

/** The stored records (block-explorer JSON) of a block's transactions, in block order. */
export async function blockTransactionRecords(db: Queryable, height: bigint): Promise<string[]> {
  const rows = await db.query<{ record: string }>(
    'SELECT record FROM transactions WHERE block_height = $1::bigint ORDER BY idx',
    [height.toString()],
  );
  return rows.map((r) => r.record);
}

/** The block's header row (its parent hash and size are read from the other rows). */
export const blockHeaderRows: BlockTableRows = (_out, { height, timeNs, header }) => ({
  table: 'blocks',
  columns: ['height', 'hash', 'time_ns', 'tx_count', 'proposer'],
  rows: [[height, header.hash, timeNs, header.txCount, header.proposer]],
});
