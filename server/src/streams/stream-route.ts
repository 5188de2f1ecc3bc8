import type { z } from 'zod/mini';
import { streamMessageSchema } from '#contract/stream-messages.ts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, DetailCode, internalError, invalidArgument } from '../http/api-error.ts';
import { clientAddress } from '../http/rate-limit.ts';
import type { RouteDoc } from '../http/define-route.ts';
import type { ParamDoc } from '../http/route-params.ts';
import type { BlockMeta, Delivery, LiveHub, PublishedBatch, Unsubscribe } from './live-hub.ts';
import type { StreamReplay } from './outbox-replay.ts';
import {
  CloseCode,
  OPEN,
  STREAM_BATCH_SIZE,
  tooManyStreams,
  type StreamConnections,
  type StreamSocket,
} from './stream-limits.ts';

/** Query parameters as Fastify parses them (repeated names become arrays). */
export type StreamQuery = Record<string, string | string[] | undefined>;

declare const itemSlotBrand: unique symbol;
/**
 * Stands for one item inside the payload `wrapUpdates` builds. Slots are only placed, never
 * inspected: the route swaps each for the item's JSON text, serialised once per publish.
 */
export interface ItemSlot {
  readonly [itemSlotBrand]: true;
}

export type SnapshotKey = 'orders' | 'positions' | 'accounts';

/** What /api/openapi.json says of a stream: its filter parameters and its message schema. */
export interface StreamDoc {
  summary: string;
  /** Filter parameters (read by parseFilter). */
  query: Readonly<Record<string, ParamDoc>>;
  /** Schema of one message's `result` (REST form). */
  result: z.core.$ZodType;
}

export interface StreamRouteDefinition<F, T> {
  /** Its documentation (tests give none). */
  doc?: StreamDoc;
  /** One path, or several serving the same stream (spec path and reference path). */
  path?: string;
  paths?: readonly string[];
  /** Query → filter; throws an ApiError (400) for bad parameters. */
  parseFilter(query: StreamQuery): F;
  /** Hub topic whose batches feed this stream; items are already in stream encoding. */
  topic: string;
  /** Whether an update item goes to a subscriber with this filter. */
  matches(filter: F, item: T): boolean;
  /**
   * The `result` of one update message around its items, e.g. `(items) => ({updates: {orders:
   * items}})`, `(items) => ({trades: items})` or, with itemsPerMessage 1, `([item]) => ({candle:
   * item})`. Gets slots in place of the items (see ItemSlot) and the block the items belong to.
   */
  wrapUpdates(items: readonly ItemSlot[], meta: BlockMeta): unknown;
  /** Items per update message: 50 (the reference's batch) unless given; 1 = one per message. */
  itemsPerMessage?: number;
  /** Items per update message chosen by the subscriber's filter (overrides itemsPerMessage). */
  itemsPerMessageOf?: (filter: F) => number;
  /**
   * The subscription may come as the first client message (a JSON object of the query's
   * names) when the URL has no query, as the reference's bidirectional streams take it.
   */
  subscribeByMessage?: boolean;
  /**
   * Current state, sent before any update as `result.snapshot` pages; pages of more than 50
   * items are split. Needs snapshotKey.
   */
  snapshot?: (filter: F) => AsyncIterable<readonly T[]>;
  snapshotKey?: SnapshotKey;
}

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
          try {
            filter = route.parseFilter(query);
            fromHeight = readFromHeight(query);
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
          });
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
        description: 'ours: the last block merged; stored updates after it are replayed first',
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

/** One `{"error": …}` message, then close: 1008 for the client's mistakes, 1011 for ours. */
function sendErrorAndClose(
  ws: StreamSocket,
  connections: StreamConnections,
  error: unknown,
  log: FastifyBaseLogger,
) {
  let apiError: ApiError;
  if (error instanceof ApiError) {
    apiError = error;
  } else {
    log.error({ err: error }, 'stream failed');
    apiError = internalError();
  }
  if (ws.readyState === OPEN)
    ws.send(JSON.stringify({ error: apiError.toBody() }), { binary: false });
  const clientFault = apiError.status >= 400 && apiError.status < 500;
  connections.closeGracefully(
    ws,
    clientFault ? CloseCode.POLICY_VIOLATION : CloseCode.INTERNAL_ERROR,
    apiError.detailMessage,
  );
}

type Message = string | Buffer;

const byteLength = (message: Message) =>
  typeof message === 'string' ? Buffer.byteLength(message) : message.length;

/** `{"result":{"snapshot":{<key>:[…],"lastPage":true}}}`, defaults omitted as on every stream. */
export function snapshotMessage(key: SnapshotKey, items: readonly unknown[], lastPage: boolean) {
  const snapshot: Record<string, unknown> = {};
  if (items.length > 0) snapshot[key] = items;
  if (lastPage) snapshot.lastPage = true;
  return JSON.stringify({ result: { snapshot } });
}

/**
 * `{"resumed":{"fromHeight","toHeight","whole"}}` (our extension): ends the replay of a stream
 * opened with fromHeight. `whole`: every block after fromHeight up to toHeight was replayed.
 */
export function resumedMessage(from: bigint, upTo: bigint, whole: boolean): string {
  return JSON.stringify({
    resumed: { fromHeight: from.toString(), toHeight: upTo.toString(), whole },
  });
}

// A slot is a string no item JSON can produce in the wrapper: NUL then its position.
const SLOT_PREFIX = '\u0000';
const SLOT_PATTERN = /"\\u0000(\d+)"/g;
const slots: ItemSlot[] = [];
const slotsFor = (count: number): readonly ItemSlot[] => {
  while (slots.length < count) slots.push(`${SLOT_PREFIX}${slots.length}` as unknown as ItemSlot);
  return slots.slice(0, count);
};

/** One update message holding items `indices[start..end)` of the batch. */
function renderUpdate<T>(
  wrap: StreamRouteDefinition<unknown, T>['wrapUpdates'],
  batch: PublishedBatch<T>,
  indices: readonly number[],
  start: number,
  end: number,
): string {
  // `height` (our extension): the block the items belong to, what a client resumes from.
  const template = JSON.stringify({
    result: wrap(slotsFor(end - start), batch.meta),
    height: batch.meta.height,
  });
  return template.replace(SLOT_PATTERN, (_match, k: string) =>
    batch.jsonAt(indices[start + Number(k)] as number),
  );
}

interface SessionDeps {
  hub: LiveHub;
  connections: StreamConnections;
  log: FastifyBaseLogger;
  /** With fromHeight: where the missed updates are stored (none = snapshot and live only). */
  replay?: StreamReplay | undefined;
  fromHeight?: bigint | undefined;
}

/** One subscriber: snapshot first, updates queued meanwhile, then live updates. */
class StreamSession<F, T> {
  private live = false;
  private closed = false;
  private pending: Message[] = [];
  private pendingBytes = 0;
  private unsubscribe: Unsubscribe = () => {};

  constructor(
    private readonly ws: StreamSocket,
    private readonly route: StreamRouteDefinition<F, T>,
    private readonly filter: F,
    private readonly routeKey: string,
    private readonly perMessage: number,
    private readonly deps: SessionDeps,
  ) {}

  async run(): Promise<void> {
    this.ws.on('close', () => this.stop());
    this.deps.connections.onSlowConsumer(this.ws, () => this.cutSlowConsumer());
    // Blocks up to this one were published before the subscription: the replay's to send.
    const replayUpTo = this.deps.replay?.head();
    // Subscribe before reading the snapshot: nothing committed after the read can be missed.
    this.unsubscribe = this.deps.hub.subscribe<T>(
      this.route.topic,
      (item) => this.route.matches(this.filter, item),
      (delivery) => this.onDelivery(delivery),
    );
    if (this.route.snapshot) {
      try {
        await this.sendSnapshot(this.route.snapshot, this.route.snapshotKey as SnapshotKey);
      } catch (error) {
        if (this.closed) return;
        this.stop();
        sendErrorAndClose(this.ws, this.deps.connections, error, this.deps.log);
        return;
      }
    }
    if (this.closed) return;
    const { replay, fromHeight } = this.deps;
    if (fromHeight !== undefined && (!replay || replayUpTo === undefined)) {
      // Nothing stored to replay from (no replay source, or nothing published yet).
      this.send(resumedMessage(fromHeight, replayUpTo ?? fromHeight, false));
    } else if (replay && fromHeight !== undefined && replayUpTo !== undefined) {
      try {
        await this.sendReplay(replay, fromHeight, replayUpTo);
      } catch (error) {
        if (this.closed) return;
        this.stop();
        sendErrorAndClose(this.ws, this.deps.connections, error, this.deps.log);
        return;
      }
      if (this.closed) return;
    }
    this.live = true;
    const queued = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    for (const message of queued) this.send(message);
  }

  private async sendSnapshot(
    source: (filter: F) => AsyncIterable<readonly T[]>,
    key: SnapshotKey,
  ): Promise<void> {
    let held: readonly T[] | undefined;
    for await (const page of source(this.filter)) {
      if (this.closed) return; // leaving the loop ends the source (its return() runs)
      for (let i = 0; i < page.length; i += STREAM_BATCH_SIZE) {
        if (held) this.send(snapshotMessage(key, held, false));
        held = page.length <= STREAM_BATCH_SIZE ? page : page.slice(i, i + STREAM_BATCH_SIZE);
      }
    }
    if (!this.closed) this.send(snapshotMessage(key, held ?? [], true));
  }

  /**
   * The stored updates of the blocks after `from` up to `upTo` that pass the filter, then the
   * verdict `{"resumed": …}`: `whole` false when the range is no longer stored (nothing was
   * replayed; the client must re-read what it holds).
   */
  private async sendReplay(replay: StreamReplay, from: bigint, upTo: bigint): Promise<void> {
    const whole = await replay.holds(from, upTo);
    if (whole) await this.sendReplayed(replay, from, upTo);
    if (!this.closed) this.send(resumedMessage(from, upTo, whole));
  }

  private async sendReplayed(replay: StreamReplay, from: bigint, upTo: bigint): Promise<void> {
    for await (const batch of replay.batches(this.route.topic, from, upTo)) {
      if (this.closed) return;
      const items = batch.items as readonly T[];
      const indices: number[] = [];
      for (let i = 0; i < items.length; i++)
        if (this.route.matches(this.filter, items[i] as T)) indices.push(i);
      for (let start = 0; start < indices.length; start += this.perMessage) {
        const end = Math.min(indices.length, start + this.perMessage);
        this.send(
          renderUpdate(this.route.wrapUpdates, batch as PublishedBatch<T>, indices, start, end),
        );
      }
    }
  }

  private onDelivery({ batch, indices }: Delivery<T>) {
    if (this.closed) return;
    // Subscribers taking every item share whole messages, built once per batch.
    const everything = indices.length === batch.items.length;
    for (let start = 0; start < indices.length && !this.closed; start += this.perMessage) {
      const end = Math.min(indices.length, start + this.perMessage);
      const message: Message = everything
        ? batch.memoize(`${this.routeKey}:${this.perMessage}:${start}`, () =>
            Buffer.from(renderUpdate(this.route.wrapUpdates, batch, indices, start, end)),
          )
        : renderUpdate(this.route.wrapUpdates, batch, indices, start, end);
      if (this.live) {
        this.send(message);
      } else {
        this.pending.push(message);
        this.pendingBytes += byteLength(message);
        if (this.pendingBytes > this.deps.connections.limits.maxSendBufferBytes)
          this.cutSlowConsumer();
      }
    }
  }

  /** Sends, unless the socket's backlog would pass the limit: then the subscriber is cut. */
  private send(message: Message) {
    if (this.closed) return;
    if (this.ws.readyState !== OPEN) return this.stop();
    const buffered = this.ws.bufferedAmount;
    if (
      buffered > 0 &&
      buffered + byteLength(message) > this.deps.connections.limits.maxSendBufferBytes
    ) {
      return this.cutSlowConsumer();
    }
    this.ws.send(message, { binary: false });
    this.deps.connections.sent(this.ws);
  }

  private cutSlowConsumer() {
    this.stop();
    this.deps.connections.closeSlowConsumer(this.ws);
  }

  private stop() {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    this.pending = [];
    this.pendingBytes = 0;
  }
}
