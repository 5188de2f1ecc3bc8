import { depositResponseSchema, depositsResponseSchema } from '../deposit.ts';
import { withdrawalResponseSchema, withdrawalsResponseSchema } from '../withdrawal.ts';
import { endpoint } from './endpoint.ts';
import { dateRange, pagination } from './groups.ts';
import { param, pathParam } from './params.ts';

/**
 * Deposits and withdrawals (spec §4.10, reference §3.1): `partyId` optional (no party = all
 * parties), `dateRange.*` on the creation time. `assetId` is ours, not the reference's.
 */
const listQuery = {
  partyId: param.id('party'),
  assetId: param.id('asset', { description: 'ours, not the reference' }),
  dateRange: dateRange(),
  pagination,
};

export const deposits = endpoint({
  name: 'deposits',
  path: '/api/v2/deposits',
  query: listQuery,
  response: depositsResponseSchema,
  list: 'deposits',
});

export const deposit = endpoint({
  name: 'deposit',
  path: '/api/v2/deposit/{id}',
  params: { id: pathParam.id('deposit') },
  response: depositResponseSchema,
});

export const withdrawals = endpoint({
  name: 'withdrawals',
  path: '/api/v2/withdrawals',
  query: listQuery,
  response: withdrawalsResponseSchema,
  list: 'withdrawals',
});

export const withdrawal = endpoint({
  name: 'withdrawal',
  path: '/api/v2/withdrawal/{id}',
  params: { id: pathParam.id('withdrawal') },
  response: withdrawalResponseSchema,
});
