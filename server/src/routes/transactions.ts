import type { FastifyInstance } from 'fastify';
import { transactionResponseSchema, transactionsResponseSchema } from '#contract/transaction.ts';
import { TRANSACTION_TYPES } from '#contract/transaction.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { checkId, checkPartyId, type QueryReader } from '../http/query-reader.ts';
import { query, type PathParam, type QueryGroup } from '../http/route-params.ts';
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

const tags = ['Block explorer'];

const filters: QueryGroup<TransactionFilter> = {
  params: {
    'filters[tx.submitter]': { kind: { id: 'party' }, description: 'submitter public key' },
    'filters[cmd.type]': { kind: 'txType', description: 'command type, e.g. Submit Order' },
    'filters[block.height]': { kind: 'uint64' },
  },
  read: readFilters,
};

const cursor = (name: string) =>
  query.custom('txCursor', (q) => readCursor(name, q.string(name)), {
    description: 'cursor "<block>.<index>"',
  });

/**
 * The hash as given: `/transactions/<hash>` is also the explorer's deep link, which a browser
 * gets whatever the hash, so the route checks it only when answering JSON.
 */
const rawHash: PathParam<string> = {
  kind: { id: 'transaction' },
  required: true,
  description: 'transaction hash, any letter case',
  read: (raw) => raw,
};

/**
 * Block explorer (spec §2.9, §4.3; reference §6): `GET /rest/transactions`,
 * `GET /rest/transactions/{hash}` and the spec's `GET /transactions/{hash}`, which is also the
 * explorer's deep link: a browser navigation there gets the explorer, an API call the JSON.
 */
export async function transactionRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/rest/transactions',
    {
      summary: 'List transactions, newest first',
      tags,
      query: {
        limit: query.custom('int32', (q, n) => q.int(n, { min: 0, max: MAX_TX_LIMIT }), {
          description: `page size, default ${DEFAULT_TX_LIMIT}, at most ${MAX_TX_LIMIT}`,
        }),
        filters,
        before: cursor('before'),
        after: cursor('after'),
      },
      response: transactionsResponseSchema,
    },
    async ({ query: q }) => ({
      transactions: await listTransactions(app.db, q.filters, {
        limit: q.limit || DEFAULT_TX_LIMIT,
        before: q.before,
        after: q.after,
      }),
    }),
  );

  const one = {
    tags,
    params: { hash: rawHash },
    response: transactionResponseSchema,
    errors: [404],
  };
  defineRoute(
    app,
    '/rest/transactions/:hash',
    { ...one, summary: 'One transaction' },
    async ({ params }) => ({ transaction: await findTransaction(app, params.hash) }),
  );

  defineRoute(
    app,
    '/transactions/:hash',
    { ...one, summary: 'One transaction (a browser navigation gets the explorer page)' },
    async ({ params, request, reply }) => {
      if (app.sendExplorer && isBrowserNavigation(request)) return app.sendExplorer(reply);
      return { transaction: await findTransaction(app, params.hash) };
    },
  );
}

async function findTransaction(app: FastifyInstance, raw: string) {
  // Stored upper-case; the lookup is case-insensitive like the reference's (which upper-cases).
  const hash = checkId('hash', raw).toUpperCase();
  const transaction = await getTransaction(app.db, hash);
  if (!transaction) throw notFound(TRANSACTION_NOT_FOUND, 'transaction not found', `hash: ${hash}`);
  return transaction;
}

function readFilters(q: QueryReader): TransactionFilter {
  const filter: TransactionFilter = {};
  for (const name of q.names()) {
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
  if (submitter) filter.submitter = checkPartyId('filters[tx.submitter]', submitter);
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
