import { transactionResponseSchema, transactionsResponseSchema } from '../transaction.ts';
import { endpoint } from './endpoint.ts';
import { param, type ParamGroup, type PathParam } from './params.ts';

/** Page size when none is asked for (reference: `MaxPageSizeDefault`). */
export const DEFAULT_TX_LIMIT = 50;
/** The reference enforces no maximum; this node refuses more than this with a 400. */
export const MAX_TX_LIMIT = 1000;

/** `filters[<key>]` the block explorer's list understands; any other key is a 400. */
export const transactionFilters = {
  group: 'transactionFilters',
  params: {
    'filters[tx.submitter]': param.id('party', { description: 'submitter public key' }),
    'filters[cmd.type]': param.text({
      kind: 'txType',
      description: 'command type, e.g. Submit Order',
    }),
    'filters[block.height]': param.seq(),
  },
} as const satisfies ParamGroup;

const cursor = () => param.txCursor({ description: 'cursor "<block>.<index>"' });

/** Block explorer `GET /rest/transactions` (spec §2.9, reference §6): newest first. */
export const transactions = endpoint({
  name: 'transactions',
  path: '/rest/transactions',
  query: {
    limit: param.int32({
      min: 0,
      max: MAX_TX_LIMIT,
      description: `page size, default ${DEFAULT_TX_LIMIT}, at most ${MAX_TX_LIMIT}`,
    }),
    filters: transactionFilters,
    before: cursor(),
    after: cursor(),
  },
  response: transactionsResponseSchema,
  list: 'transactions',
});

/** The hash as given: the route checks it (its spec path is also the explorer's deep link). */
const hash: PathParam = {
  kind: { id: 'transaction' },
  required: true,
  description: 'transaction hash, any letter case',
  asGiven: true,
};

export const transaction = endpoint({
  name: 'transaction',
  path: '/rest/transactions/{hash}',
  params: { hash },
  response: transactionResponseSchema,
});

/** The spec's `GET /transactions/{hash}`: a browser navigation there gets the explorer page. */
export const specTransaction = endpoint({
  name: 'specTransaction',
  path: '/transactions/{hash}',
  params: { hash },
  response: transactionResponseSchema,
});
