import type { Transaction } from '#contract/transaction.ts';
import type { Queryable } from './database.ts';

/*
 * The validators' accepted transactions (code 0) as the lists of validator-events.ts and
 * signer-bundles.ts read them back: the chain keeps no other record of what those commands did.
 */

interface TxRow {
  block_height: string;
  idx: number;
  time_ns: string;
  record: string;
}

/** Accepted transactions of one type, oldest first, with their block time. */
export async function acceptedTxs(db: Queryable, type: string): Promise<(Transaction & TxMeta)[]> {
  const rows = await db.query<TxRow>(
    `SELECT t.block_height::text AS block_height, t.idx, b.time_ns::text AS time_ns, t.record
     FROM transactions t JOIN blocks b ON b.height = t.block_height
     WHERE t.type = $1 AND t.code = 0 ORDER BY t.block_height, t.idx`,
    [type],
  );
  return rows.map((r) => ({
    ...(JSON.parse(r.record) as Transaction),
    height: BigInt(r.block_height),
    idx: r.idx,
    timeNs: r.time_ns,
  }));
}

export interface TxMeta {
  height: bigint;
  idx: number;
  timeNs: string;
}

/** Every key a node ever had (node records of all epochs): node id by public key. */
export async function nodeIdsByKey(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ node_id: string; key: string }>(
    `SELECT DISTINCT node_id, record::jsonb ->> 'pubKey' AS key FROM node_epochs`,
  );
  return new Map(rows.map((r) => [r.key, r.node_id]));
}

/** Height of the newest committed block (0 before the first). */
export async function headHeight(db: Queryable): Promise<bigint> {
  const [row] = await db.query<{ h: string | null }>('SELECT max(height)::text AS h FROM blocks');
  return BigInt(row?.h ?? '0');
}
