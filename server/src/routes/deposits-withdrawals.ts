import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/deposits-withdrawals.ts';
import { type Deposit } from '#contract/deposit.ts';
import { type Withdrawal } from '#contract/withdrawal.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getFundsMovement, listFundsMovements } from '../store/deposits-withdrawals.ts';

/** Reference errorMap: ErrDepositServiceGet, ErrWithdrawalServiceGet. */
const DEPOSIT_NOT_FOUND = 210001;
const WITHDRAWAL_NOT_FOUND = 150001;

const tags = ['Deposits and withdrawals'];

/**
 * `GET /api/v2/deposits`, `/api/v2/deposit/{id}`, `GET /api/v2/withdrawals`,
 * `/api/v2/withdrawal/{id}` (spec §4.10, reference §3.1): `partyId` optional (no party = all
 * parties), `dateRange.*` on the creation time, pagination newest first by creation order.
 * `assetId` is ours, not the reference's: an asset's page lists its deposits and withdrawals
 * (the explorer also checks each record's asset, for data nodes that ignore the parameter).
 */
export async function depositWithdrawalRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.deposits,
    { summary: 'List deposits', tags },
    async ({ query: { pagination: page, ...filter } }) => ({
      deposits: await listFundsMovements<Deposit>(app.db, 'deposits', filter, page),
    }),
  );

  defineRoute(
    app,
    endpoints.deposit,
    {
      summary: 'One deposit',
      tags,
      errors: [404],
    },
    async ({ params: { id } }) => {
      const deposit = await getFundsMovement<Deposit>(app.db, 'deposits', id);
      if (!deposit) throw notFound(DEPOSIT_NOT_FOUND, 'deposit not found', `depositID: ${id}`);
      return { deposit };
    },
  );

  defineRoute(
    app,
    endpoints.withdrawals,
    { summary: 'List withdrawals', tags },
    async ({ query: { pagination: page, ...filter } }) => ({
      withdrawals: await listFundsMovements<Withdrawal>(app.db, 'withdrawals', filter, page),
    }),
  );

  defineRoute(
    app,
    endpoints.withdrawal,
    {
      summary: 'One withdrawal',
      tags,
      errors: [404],
    },
    async ({ params: { id } }) => {
      const withdrawal = await getFundsMovement<Withdrawal>(app.db, 'withdrawals', id);
      if (!withdrawal)
        throw notFound(WITHDRAWAL_NOT_FOUND, 'withdrawal not found', `withdrawalID: ${id}`);
      return { withdrawal };
    },
  );
}
