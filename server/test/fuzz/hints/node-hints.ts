import { z } from 'zod';
import type { RouteHint } from './route-hint.ts';

/** The node's own OpenAPI document: the envelope (test/http/openapi.test.ts checks the rest). */
const openApiSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.object({ get: z.object({ summary: z.string() }) })),
  components: z.object({ schemas: z.record(z.string(), z.object({})) }),
});

export const NODE_HINTS: Record<string, RouteHint> = {
  '/api/openapi.json': { schema: openApiSchema },
  '/rest/transactions': {
    // Unknown `filters[<key>]` keys are a 400, never silently ignored.
    undeclared: { 'filters[command.market]': { id: 'market' }, 'filters[]': 'text' },
  },
};
