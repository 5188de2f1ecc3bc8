import { z } from 'zod/mini';
import { governanceDataSchema } from '../governance.ts';
import { voteSchema } from '../vote.ts';

export const governanceStreamResultSchema = z.object({ data: governanceDataSchema });
export const votesStreamResultSchema = z.object({ vote: voteSchema });
export const governanceStream = {
  path: '/api/v2/stream/governance',
  result: governanceStreamResultSchema,
} as const;
export const votesStream = {
  path: '/api/v2/stream/votes',
  result: votesStreamResultSchema,
} as const;
