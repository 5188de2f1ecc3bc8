import type { Transaction } from '#contract/transaction.ts';
import type { Queryable } from './database.ts';
import { jsonRecord as json, type BlockTableRows } from './sql-insert.ts';

/** A position in the block explorer's list: `"<block>.<index>"`. */
export interface TxCursor {
  block: string;
  index: number;
}

export interface TransactionFilter {
  submitter?: string | undefined;
  type?: string | undefined;
  blockHeight?: string | undefined;
}

export interface TransactionPage {
  limit: number;
  /** Only transactions older than this one. */
  before?: TxCursor | undefined;
  /** Only transactions newer than this one. */
  after?: TxCursor | undefined;
}

/**
 * Block-explorer list (reference §6): always returned newest first by (block, index). With
 * `after` alone the page holds the `limit` transactions right after the cursor (read oldest
 * first, then flipped), so walking towards the head with `after` has no gaps; otherwise the
 * page holds the `limit` newest transactions that match (below `before` when given).
 */
export async function listTransactions(
  db: Queryable,
  filter: TransactionFilter,
  page: TransactionPage,
): Promise<Transaction[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.submitter !== undefined) where.push(`submitter = ${param(filter.submitter)}`);
  if (filter.type !== undefined) where.push(`type = ${param(filter.type)}`);
  if (filter.blockHeight !== undefined)
    where.push(`block_height = ${param(filter.blockHeight)}::bigint`);
  if (page.before)
    where.push(
      `(block_height, idx) < (${param(page.before.block)}::bigint, ${param(page.before.index)}::int)`,
    );
  if (page.after)
    where.push(
      `(block_height, idx) > (${param(page.after.block)}::bigint, ${param(page.after.index)}::int)`,
    );
  const ascending = page.after !== undefined && page.before === undefined;
  const direction = ascending ? 'ASC' : 'DESC';
  const rows = await db.query<{ record: string }>(
    `SELECT record FROM transactions${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
     ORDER BY block_height ${direction}, idx ${direction} LIMIT ${param(page.limit)}`,
    params,
  );
  const transactions = rows.map((r) => JSON.parse(r.record) as Transaction);
  return ascending ? transactions.reverse() : transactions;
}

/** The stored record of one transaction; `hash` is upper-case hex, as the chain stores it. */
export async function getTransaction(
  db: Queryable,
  hash: string,
): Promise<Transaction | undefined> {
  const [row] = await db.query<{ record: string }>(
    'SELECT record FROM transactions WHERE hash = $1',
    [hash],
  );
  return row && (JSON.parse(row.record) as Transaction);
}

/** The block's transactions, each with its block-explorer record. */
export const transactionRows: BlockTableRows = (out, { height }) => ({
  table: 'transactions',
  columns: ['hash', 'block_height', 'idx', 'submitter', 'type', 'code', 'record'],
  rows: out.transactions.map((x) => [
    x.hash,
    height,
    x.index,
    x.submitter,
    x.type,
    x.code,
    json(x.record),
  ]),
});
