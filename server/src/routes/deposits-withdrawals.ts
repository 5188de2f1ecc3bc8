import type { FastifyInstance } from 'fastify';
import type { Deposit } from '#contract/deposit.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getFundsMovement, listFundsMovements } from '../store/deposits-withdrawals.ts';
import { readDateRange } from '../http/date-range.ts';

/** Reference errorMap: ErrDepositServiceGet, ErrWithdrawalServiceGet. */
const DEPOSIT_NOT_FOUND = 210001;
const WITHDRAWAL_NOT_FOUND = 150001;

/**
 * `GET /api/v2/deposits`, `/api/v2/deposit/{id}`, `GET /api/v2/withdrawals`,
 * `/api/v2/withdrawal/{id}` (spec §4.10, reference §3.1): `partyId` optional (no party = all
 * parties), `dateRange.*` on the creation time, pagination newest first by creation order.
 * `assetId` is ours, not the reference's: an asset's page lists its deposits and withdrawals
 * (the explorer also checks each record's asset, for data nodes that ignore the parameter).
 */
export async function depositWithdrawalRoutes(app: FastifyInstance) {
  const readFilter = (query: unknown) => {
    const q = new QueryReader(query as Record<string, string>);
    return {
      filter: { partyId: q.id('partyId'), assetId: q.id('assetId'), dateRange: readDateRange(q) },
      page: readPagination(q),
    };
  };

  app.get('/api/v2/deposits', async (request) => {
    const { filter, page } = readFilter(request.query);
    return { deposits: await listFundsMovements<Deposit>(app.db, 'deposits', filter, page) };
  });

  app.get<{ Params: { id: string } }>('/api/v2/deposit/:id', async (request) => {
    const id = checkId('id', request.params.id);
    const deposit = await getFundsMovement<Deposit>(app.db, 'deposits', id);
    if (!deposit) throw notFound(DEPOSIT_NOT_FOUND, 'deposit not found', `depositID: ${id}`);
    return { deposit };
  });

  app.get('/api/v2/withdrawals', async (request) => {
    const { filter, page } = readFilter(request.query);
    return {
      withdrawals: await listFundsMovements<Withdrawal>(app.db, 'withdrawals', filter, page),
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/withdrawal/:id', async (request) => {
    const id = checkId('id', request.params.id);
    const withdrawal = await getFundsMovement<Withdrawal>(app.db, 'withdrawals', id);
    if (!withdrawal)
      throw notFound(WITHDRAWAL_NOT_FOUND, 'withdrawal not found', `withdrawalID: ${id}`);
    return { withdrawal };
  });
}
