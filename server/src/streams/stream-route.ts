import { streamMessageSchema } from '#contract/stream-messages.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, DetailCode, invalidArgument } from '../http/api-error.ts';
import { QueryReader } from '../http/query-reader.ts';
import { clientAddress } from '../http/rate-limit.ts';
import type { RouteDoc } from '../http/define-route.ts';
import { STREAM_BATCH_SIZE, tooManyStreams, type StreamSocket } from './stream-limits.ts';
import type { StreamDoc, StreamQuery, StreamRouteDefinition } from './stream-definition.ts';
import { sendErrorAndClose, StreamSession } from './stream-session.ts';

export type {
  ItemSlot,
  SnapshotKey,
  StreamDoc,
  StreamQuery,
  StreamRouteDefinition,
} from './stream-definition.ts';

let routeCount = 0;

/**
 * Declares a WebSocket stream (spec §6) at each path. On connect: the filter is parsed (a bad
 * one → one `{"error": …}` message and close 1008), the hub subscription starts, the snapshot
 * pages go out (`lastPage` on the last, always at least one), then the updates that arrived
 * meanwhile, then updates as blocks commit. Every message is `{"result": …}`; nothing the client
 * sends is read. Needs registerStreaming (streaming.ts) to have run on the app.
 */
export function registerStream<F, T>(app: FastifyInstance, route: StreamRouteDefinition<F, T>) {
  const paths = [...(route.path !== undefined ? [route.path] : []), ...(route.paths ?? [])];
  if (paths.length === 0) throw new Error('registerStream: path or paths required');
  if (!route.snapshot !== !route.snapshotKey)
    throw new Error('registerStream: snapshot and snapshotKey go together');
  const perMessage = route.itemsPerMessage ?? STREAM_BATCH_SIZE;
  if (!Number.isInteger(perMessage) || perMessage < 1)
    throw new Error('registerStream: itemsPerMessage must be a positive integer');
  if (!app.hasDecorator('streamConnections'))
    throw new Error('registerStream: call registerStreaming(app) first');

  const routeKey = `stream${++routeCount}`;
  const apiDoc = route.doc && streamApiDoc(route.doc);
  for (const url of paths) {
    app.route<{ Querystring: StreamQuery }>({
      method: 'GET',
      url,
      config: apiDoc ? { apiDoc } : {},
      onRequest: (request, reply, done) => {
        if (!request.ws) return done();
        const connections = app.streamConnections;
        const client = clientAddress(request);
        if (connections.reserve(client, request.raw)) return done();
        // Refused before the handshake: the client sees an HTTP 429 with the spec error body.
        const error = tooManyStreams(connections.limits.maxConnectionsPerClient);
        void reply
          .status(error.status)
          .header('Connection', 'close')
          .type('application/json')
          .send(error.toBody());
      },
      handler: (_request, reply) => notAnUpgrade(reply),
      wsHandler: (socket, request) => {
        const ws = socket as unknown as StreamSocket;
        const connections = app.streamConnections;
        ws.on('close', () => connections.release(request.raw));
        connections.track(ws);
        ws.on('message', () => {}); // subscriptions need no message; anything sent is ignored

        const start = (query: StreamQuery) => {
          let filter: F;
          let fromHeight: bigint | undefined;
          let withHeight: boolean;
          try {
            filter = route.parseFilter(query);
            fromHeight = readFromHeight(query);
            withHeight = fromHeight !== undefined || readWithHeight(query);
          } catch (error) {
            sendErrorAndClose(ws, connections, error, request.log);
            return;
          }
          const items = route.itemsPerMessageOf?.(filter) ?? perMessage;
          const session = new StreamSession(ws, route, filter, routeKey, items, {
            hub: app.hub,
            connections,
            log: request.log,
            replay: fromHeight === undefined ? undefined : app.streamReplay,
            fromHeight,
            withHeight,
          });
          if (route.acknowledges?.(filter)) {
            session.acknowledgeEach();
            // Added while the subscription message is being handled: that one is not an ack.
            (socket as unknown as AckSource).on('message', (data) =>
              session.acknowledge(route.readAcknowledgement?.(data)),
            );
          }
          void session.run();
        };
        if (route.subscribeByMessage && Object.keys(request.query).length === 0) {
          awaitSubscription(socket as unknown as MessageSource, (query, error) =>
            error ? sendErrorAndClose(ws, connections, error, request.log) : start(query),
          );
          return;
        }
        start(request.query);
      },
    });
  }
}

/** The client's messages after the subscription (acknowledgements). */
interface AckSource {
  on(event: 'message', listener: (data: unknown) => void): unknown;
}

/** How long a stream that takes its subscription by message waits for it. */
export const SUBSCRIPTION_WAIT_MS = 5_000;

/**
 * The first client message as the subscription: a JSON object whose values are strings,
 * numbers or lists of them, read like a query. No message in time, or not such an object: 400.
 */
interface MessageSource {
  once(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

function awaitSubscription(
  ws: MessageSource,
  then: (query: StreamQuery, error?: ApiError) => void,
) {
  const refuse = (message: string) =>
    then({}, invalidArgument(DetailCode.MALFORMED_REQUEST, message));
  const timer = setTimeout(
    () => refuse('send the subscription in the query or as the first message'),
    SUBSCRIPTION_WAIT_MS,
  );
  ws.on('close', () => clearTimeout(timer));
  ws.once('message', (data: unknown) => {
    clearTimeout(timer);
    let body: unknown;
    try {
      body = JSON.parse(String(data));
    } catch {
      return refuse('the subscription message must be a JSON object');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return refuse('the subscription message must be a JSON object');
    const query: StreamQuery = {};
    for (const [name, value] of Object.entries(body)) {
      const values = (Array.isArray(value) ? value : [value])
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map(String);
      // One value reads as a query's single parameter; a list as a repeated one.
      query[name] = Array.isArray(value) ? values : values[0];
    }
    then(query);
  });
}

function streamApiDoc(doc: StreamDoc): RouteDoc {
  return {
    summary: doc.summary,
    description:
      'A WebSocket stream: open it with a WebSocket upgrade (a plain GET answers 426). The query ' +
      'selects what is sent; messages are `{"result": …}` (enums as integers, defaults omitted, ' +
      'at most 50 items each) or one `{"error": …}` before the close.',
    tags: ['Streams'],
    queryDocs: {
      ...doc.query,
      fromHeight: {
        kind: 'uint64',
        description:
          'ours: the last block merged; stored updates after it are replayed first (then no ' +
          'snapshot); {"resumed":{…,"whole":false}} and the snapshot when they are not stored; ' +
          'update messages then name their block (`height`)',
      },
      withHeight: {
        kind: 'bool',
        description:
          'ours: true = each update message names its block beside `result` (`"height"`), ' +
          'the fromHeight to resume from; the reference has no such field',
      },
    },
    response: streamMessageSchema(doc.result),
    errors: [429],
    websocket: true,
  };
}

/**
 * `fromHeight` (our extension, docs/data-api.md): the last block the client merged; the stream
 * replays the stored updates after it before going live. A decimal height, or absent.
 */
function readFromHeight(query: StreamQuery): bigint | undefined {
  const value = query.fromHeight;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value))
    throw new ApiError(
      400,
      3,
      'InvalidArgument error',
      DetailCode.MALFORMED_REQUEST,
      'fromHeight must be one block height (a decimal integer)',
    );
  return BigInt(value);
}

/**
 * `withHeight` (our extension): update messages carry `height` beside `result`. Off by default,
 * so a reference client's strict decoding meets only the reference's fields.
 */
function readWithHeight(query: StreamQuery): boolean {
  return new QueryReader(query).bool('withHeight') ?? false;
}

function notAnUpgrade(reply: FastifyReply) {
  const error = new ApiError(
    426,
    3,
    'InvalidArgument error',
    DetailCode.MALFORMED_REQUEST,
    'this path is a WebSocket stream: open it with a WebSocket upgrade',
  );
  return reply.status(426).header('Upgrade', 'websocket').send(error.toBody());
}
