import { checkpointsResponseSchema, networkLimitsResponseSchema } from '../network-limits.ts';
import { endpoint } from './endpoint.ts';
import { pagination } from './groups.ts';

export const networkLimits = endpoint({
  name: 'networkLimits',
  path: '/api/v2/network/limits',
  response: networkLimitsResponseSchema,
});

/** The checkpoints the chain took, newest first. */
export const checkpoints = endpoint({
  name: 'checkpoints',
  path: '/api/v2/checkpoints',
  query: { pagination },
  response: checkpointsResponseSchema,
  list: 'checkpoints',
});
