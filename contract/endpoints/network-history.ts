import { NetworkHistoryTable } from '../enums.ts';
import {
  historySegmentsResponseSchema,
  networkHistoryBootstrapResponseSchema,
  networkHistoryStatusResponseSchema,
} from '../network-history.ts';
import { endpoint } from './endpoint.ts';
import { param } from './params.ts';

/** Network history (reference swagger): segments of the stored blocks, and their export. */
export const networkHistory = endpoint({
  name: 'networkHistory',
  path: '/api/v2/networkhistory',
  response: networkHistoryStatusResponseSchema,
});

export const networkHistoryBootstrap = endpoint({
  name: 'networkHistoryBootstrap',
  path: '/api/v2/networkhistory/bootstrap',
  response: networkHistoryBootstrapResponseSchema,
});

export const networkHistorySegments = endpoint({
  name: 'networkHistorySegments',
  path: '/api/v2/networkhistory/segments',
  response: historySegmentsResponseSchema,
});

/** A table of the stored history between two segment boundaries, as CSV. */
export const networkHistoryExport = endpoint({
  name: 'networkHistoryExport',
  path: '/api/v2/networkhistory/export',
  query: {
    fromBlock: param.seq({ required: true, description: 'first block of a segment' }),
    toBlock: param.seq({ required: true, description: 'last block of a segment' }),
    table: param.enum(NetworkHistoryTable, { required: true }),
  },
  produces: 'text/csv',
});
