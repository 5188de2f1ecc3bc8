import type { ParamsOf } from '#contract/endpoints/endpoint.ts';
import type { transactions } from '#contract/endpoints/transactions.ts';
import { TRANSACTION_TYPES, type TransactionType } from '#contract/transaction.ts';

/** The list's filters, kept in the URL (`?type=…&submitter=…&block=…`) so a view can be shared. */
export interface TransactionFilters {
  type?: TransactionType;
  submitter?: string;
  block?: string;
}

export const TRANSACTION_TYPE_NAMES = Object.keys(TRANSACTION_TYPES) as TransactionType[];

const PARTY_RE = /^[0-9a-f]{64}$/;
const BLOCK_RE = /^\d{1,19}$/;

export const isTransactionType = (value: string): value is TransactionType =>
  Object.hasOwn(TRANSACTION_TYPES, value);
export const isPartyId = (value: string) => PARTY_RE.test(value.toLowerCase());
export const isBlockHeight = (value: string) => BLOCK_RE.test(value);

/** Reads the filters from the URL; a value that is not valid is left out (never sent). */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const filters: TransactionFilters = {};
  const type = params.get('type') ?? '';
  if (isTransactionType(type)) filters.type = type;
  const submitter = (params.get('submitter') ?? '').trim().toLowerCase();
  if (isPartyId(submitter)) filters.submitter = submitter;
  const block = (params.get('block') ?? '').trim();
  if (isBlockHeight(block)) filters.block = BigInt(block).toString();
  return filters;
}

/** The URL search for the filters (other parameters of `base` are kept). */
export function transactionFiltersToSearch(
  filters: TransactionFilters,
  base = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['type', 'submitter', 'block'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The block explorer's `filters[…]` parameters (reference §6). */
export function transactionFilterParams(
  filters: TransactionFilters,
): ParamsOf<typeof transactions> {
  return {
    'filters[cmd.type]': filters.type,
    'filters[tx.submitter]': filters.submitter,
    'filters[block.height]': filters.block,
  };
}
