import type { FastifyInstance } from 'fastify';
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
  /** More of /health: the process's role, committed height, lag (server/src/roles/). */
  details?: (() => Record<string, unknown>) | undefined;
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

/**
 * `/health` and the API while the node starts: the port is open from the first moment and the
 * chain yields between blocks, so `/health` answers at once — 503 `{status: "starting",
 * height, target}` until the history is in place, then 200 — and REST and stream upgrades get
 * 503 with the spec's error body instead of data that is not there yet.
 */
export function registerStartupGate(app: FastifyInstance, options: StartupGateOptions) {
  const { isReady, progress, details } = options;
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

  app.get('/health', async (_request, reply) =>
    isReady()
      ? { status: 'ok', ...heights(), ...details?.() }
      : reply.status(503).send({ status: 'starting', ...heights(), ...details?.() }),
  );
}
