import type { FastifyInstance } from 'fastify';
import { TRANSACTION_TYPES } from '#contract/transaction.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { isBrowserNavigation } from '../http/static-app.ts';
import {
  getTransaction,
  listTransactions,
  type TransactionFilter,
  type TxCursor,
} from '../store/transactions.ts';

/** Page size when none is asked for (reference: `MaxPageSizeDefault`). */
export const DEFAULT_TX_LIMIT = 50;
/** The reference enforces no maximum; we refuse more than this with a 400. */
export const MAX_TX_LIMIT = 1000;
/** Ours, numbered after the reference errorMap's last family (360001). */
const TRANSACTION_NOT_FOUND = 370001;

/** `filters[<key>]` the list understands; any other key is a 400, never silently ignored. */
const FILTER_KEYS = ['tx.submitter', 'cmd.type', 'block.height'] as const;

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Block explorer (spec §2.9, §4.3; reference §6): `GET /rest/transactions`,
 * `GET /rest/transactions/{hash}` and the spec's `GET /transactions/{hash}`, which is also the
 * explorer's deep link: a browser navigation there gets the explorer, an API call the JSON.
 */
export async function transactionRoutes(app: FastifyInstance) {
  app.get('/rest/transactions', async (request) => {
    const query = request.query as RawQuery;
    const q = new QueryReader(query);
    const limit = q.int('limit', { min: 0, max: MAX_TX_LIMIT }) || DEFAULT_TX_LIMIT;
    const transactions = await listTransactions(app.db, readFilters(query), {
      limit,
      before: readCursor('before', q.string('before')),
      after: readCursor('after', q.string('after')),
    });
    return { transactions };
  });

  app.get<{ Params: { hash: string } }>('/rest/transactions/:hash', async (request) => ({
    transaction: await findTransaction(app, request.params.hash),
  }));

  app.get<{ Params: { hash: string } }>('/transactions/:hash', async (request, reply) => {
    if (app.sendExplorer && isBrowserNavigation(request)) return app.sendExplorer(reply);
    return { transaction: await findTransaction(app, request.params.hash) };
  });
}

async function findTransaction(app: FastifyInstance, raw: string) {
  // Stored upper-case; the lookup is case-insensitive like the reference's (which upper-cases).
  const hash = checkId('hash', raw).toUpperCase();
  const transaction = await getTransaction(app.db, hash);
  if (!transaction) throw notFound(TRANSACTION_NOT_FOUND, 'transaction not found', `hash: ${hash}`);
  return transaction;
}

function readFilters(query: RawQuery): TransactionFilter {
  const filter: TransactionFilter = {};
  const q = new QueryReader(query);
  for (const name of Object.keys(query)) {
    const key = /^filters\[(.*)\]$/.exec(name)?.[1];
    if (key === undefined) continue;
    if (!(FILTER_KEYS as readonly string[]).includes(key)) {
      throw invalidArgument(
        DetailCode.INVALID_FILTER,
        `unknown filter; supported: ${FILTER_KEYS.map((k) => `filters[${k}]`).join(', ')}`,
        name,
      );
    }
  }
  const submitter = q.string('filters[tx.submitter]');
  if (submitter) filter.submitter = checkId('filters[tx.submitter]', submitter);
  const type = q.string('filters[cmd.type]');
  if (type) {
    if (!Object.hasOwn(TRANSACTION_TYPES, type))
      throw invalidArgument(DetailCode.INVALID_FILTER, 'unknown transaction type', type);
    filter.type = type;
  }
  filter.blockHeight = q.int64Seq('filters[block.height]');
  return filter;
}

function readCursor(name: string, raw: string | undefined): TxCursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  const match = /^(\d{1,19})\.(\d{1,9})$/.exec(raw);
  if (!match || BigInt(match[1] as string) > 0x7fffffffffffffffn) {
    throw invalidArgument(
      DetailCode.INVALID_PAGINATION,
      `${name} must be a cursor "<block>.<index>"`,
      raw,
    );
  }
  return { block: BigInt(match[1] as string).toString(), index: Number(match[2]) };
}
