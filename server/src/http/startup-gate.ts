import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ApiError, DetailCode } from './api-error.ts';
import { isLimitedRequest, RATE_LIMITED_PREFIXES } from './rate-limit.ts';

/** Where start-up is: the height replayed or made so far and the height the history ends at. */
export interface StartupProgress {
  height: bigint;
  target: bigint;
}

export interface StartupGateOptions {
  /** True once the history is in place. */
  isReady: () => boolean;
  progress?: (() => StartupProgress) | undefined;
  /** Why the store refuses the chain's blocks right now, undefined while it takes them. */
  storeError?: (() => string | undefined) | undefined;
  /** More of /health: the process's role, committed height, lag (server/src/roles/). */
  details?: (() => Record<string, unknown>) | undefined;
  /** Markets in continuous trading at the newest committed block (markets-trading.ts). */
  marketsTrading?: (() => Promise<number | undefined>) | undefined;
}

/** The API while the history is made or replayed (spec §7 shape; gRPC 14 Unavailable). */
export const starting = (progress: StartupProgress | undefined) =>
  new ApiError(
    503,
    14,
    'Unavailable error',
    DetailCode.STARTING,
    'the data node is starting',
    progress
      ? `history at block ${progress.height} of ${progress.target}; retry shortly`
      : 'retry shortly',
  );

/** `/health`'s body: ours, not the contract's (200 ok, 503 starting). */
const healthSchema = z.looseObject({
  status: z.enum(['ok', 'starting', 'store-unavailable']),
  height: z.optional(z.number()),
  target: z.optional(z.number()),
  error: z.optional(z.string()),
  marketsTrading: z.optional(z.number()),
});

const HEALTH_DOC = {
  summary: 'Health: 200 once the history is in place, 503 while starting or the store refuses',
  description:
    'The height reached and the history target while starting, for load balancers; once ready, how many markets trade continuously (`marketsTrading`).',
  tags: ['Node'],
  response: healthSchema,
  errors: [503],
};

/**
 * `/health` and the API while the node starts: the port is open from the first moment and the
 * chain yields between blocks, so `/health` answers at once — 503 `{status: "starting",
 * height, target}` until the history is in place, then 200 — and REST and stream upgrades get
 * 503 with the spec's error body instead of data that is not there yet.
 */
export function registerStartupGate(app: FastifyInstance, options: StartupGateOptions) {
  const { isReady, progress, storeError, details, marketsTrading } = options;
  const heights = () => {
    const p = progress?.();
    return p ? { height: Number(p.height), target: Number(p.target) } : {};
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (isReady() || !isLimitedRequest(request, RATE_LIMITED_PREFIXES)) return done();
    // A refused WebSocket upgrade closes (@fastify/websocket destroys its socket on response).
    if (request.ws) void reply.header('Connection', 'close');
    void reply
      .status(503)
      .header('Retry-After', '1')
      .type('application/json')
      .send(starting(progress?.()).toBody());
  });

  app.get('/health', { config: { apiDoc: HEALTH_DOC } }, async (_request, reply) => {
    // The chain retries a block the store refused (PostgreSQL restarting, a full disk) and
    // makes no other meanwhile: not healthy, and saying why.
    const refused = storeError?.();
    if (refused)
      return reply
        .status(503)
        .send({ status: 'store-unavailable', error: refused, ...heights(), ...details?.() });
    if (!isReady())
      return reply.status(503).send({ status: 'starting', ...heights(), ...details?.() });
    const trading = await marketsTrading?.();
    return {
      status: 'ok',
      ...heights(),
      ...details?.(),
      ...(trading === undefined ? {} : { marketsTrading: trading }),
    };
  });
}
