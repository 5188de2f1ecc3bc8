import { infoResponseSchema, timeResponseSchema } from '../info.ts';
import { endpoint } from './endpoint.ts';

/** `GET /api/v2/info` and the block explorer's `GET /rest/info`: version and commit. */
export const info = endpoint({
  name: 'info',
  path: '/api/v2/info',
  aliases: ['/rest/info'],
  response: infoResponseSchema,
});

/** The latest block's time: the spec's `net` path and the reference's `vega` one. */
export const netTime = endpoint({
  name: 'netTime',
  path: '/api/v2/net/time',
  aliases: ['/api/v2/vega/time'],
  response: timeResponseSchema,
});
