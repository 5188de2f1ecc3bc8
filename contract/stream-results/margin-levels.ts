import { z } from 'zod/mini';
import { marginLevelsSchema } from '../margin.ts';

export const marginLevelsStreamResultSchema = z.object({ marginLevels: marginLevelsSchema });
export const marginLevelsStream = {
  path: '/api/v2/stream/margin/levels',
  result: marginLevelsStreamResultSchema,
} as const;
