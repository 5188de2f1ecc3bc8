import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { LiveHub } from './live-hub.ts';
import type { StreamReplay } from './outbox-replay.ts';
import {
  DEFAULT_STREAM_LIMITS,
  OPEN,
  StreamConnections,
  type StreamLimits,
  type StreamSocket,
} from './stream-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the chain publishes each committed block's updates for the streams. */
    hub: LiveHub;
    /** Open stream connections, their per-client counts and limits. */
    streamConnections: StreamConnections;
    /** Where streams opened with fromHeight find missed updates (undefined: not stored). */
    streamReplay: StreamReplay | undefined;
  }
}

export interface StreamingOptions extends Partial<StreamLimits> {
  hub?: LiveHub | undefined;
  replay?: StreamReplay | undefined;
}

/**
 * WebSocket support for the stream routes (stream-route.ts): @fastify/websocket with a small
 * inbound frame cap and no compression, the hub and the connection registry as decorations.
 * Must run before any registerStream.
 */
export async function registerStreaming(app: FastifyInstance, options: StreamingOptions = {}) {
  const { hub, replay, ...overrides } = options;
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS };
  for (const [key, value] of Object.entries(overrides) as [keyof StreamLimits, unknown][]) {
    if (typeof value === 'number') limits[key] = value;
  }
  const connections = new StreamConnections(limits);
  const onSubscriberError = (err: unknown, topic: string) =>
    app.log.error({ err, topic }, 'stream subscriber failed');
  app.decorate('hub', hub ?? new LiveHub({ onSubscriberError }));
  app.decorate('streamConnections', connections);
  app.decorate('streamReplay', replay);

  // Before @fastify/websocket's own preClose (which closes without a code): clients learn 1001.
  app.addHook('preClose', (done) => {
    connections.closeAll();
    done();
  });

  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: limits.maxInboundFrameBytes,
      perMessageDeflate: false,
    },
    // Socket-level errors (reset peers, oversized or malformed frames): ws has already started
    // closing with the right code where there is one; we only log.
    errorHandler(error, socket, request) {
      request.log.debug({ err: error }, 'stream socket error');
      const ws = socket as unknown as StreamSocket;
      if (ws.readyState === OPEN) ws.close(1011, 'internal error');
    },
  });
}
