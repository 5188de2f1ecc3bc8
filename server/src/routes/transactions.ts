import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/transactions.ts';
import { DEFAULT_TX_LIMIT } from '#contract/endpoints/transactions.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { checkId } from '../http/query-reader.ts';
import { isBrowserNavigation } from '../http/static-app.ts';
import { getTransaction, listTransactions } from '../store/transactions.ts';

/** Ours, numbered after the reference errorMap's last family (360001). */
const TRANSACTION_NOT_FOUND = 370001;

const tags = ['Block explorer'];

/**
 * Block explorer (spec §2.9, §4.3; reference §6): `GET /rest/transactions`,
 * `GET /rest/transactions/{hash}` and the spec's `GET /transactions/{hash}`, which is also the
 * explorer's deep link: a browser navigation there gets the explorer, an API call the JSON.
 */
export async function transactionRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.transactions,
    { summary: 'List transactions, newest first', tags },
    async ({ query: q }) => ({
      transactions: await listTransactions(app.db, q.filters, {
        limit: q.limit || DEFAULT_TX_LIMIT,
        before: q.before,
        after: q.after,
      }),
    }),
  );

  defineRoute(
    app,
    endpoints.transaction,
    { summary: 'One transaction', tags, errors: [404] },
    async ({ params }) => ({ transaction: await findTransaction(app, params.hash) }),
  );

  defineRoute(
    app,
    endpoints.specTransaction,
    {
      summary: 'One transaction (a browser navigation gets the explorer page)',
      tags,
      errors: [404],
    },
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
