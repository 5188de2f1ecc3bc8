import type { FastifyBaseLogger } from 'fastify';
import { ApiError, DetailCode, internalError, invalidArgument } from '../http/api-error.ts';
import { AckGate, ACK_WAIT_MS } from './ack-gate.ts';
import type { Delivery, LiveHub, PublishedBatch, Unsubscribe } from './live-hub.ts';
import type { StreamReplay } from './outbox-replay.ts';
import type { SnapshotKey, StreamRouteDefinition } from './stream-definition.ts';
import {
  byteLength,
  renderUpdate,
  resumedMessage,
  snapshotMessage,
  type Message,
} from './stream-messages.ts';
import {
  CloseCode,
  OPEN,
  STREAM_BATCH_SIZE,
  type StreamConnections,
  type StreamSocket,
} from './stream-limits.ts';

/** One `{"error": …}` message, then close: 1008 for the client's mistakes, 1011 for ours. */
export function sendErrorAndClose(
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

export interface SessionDeps {
  hub: LiveHub;
  connections: StreamConnections;
  log: FastifyBaseLogger;
  /** With fromHeight: where the missed updates are stored (none = snapshot and live only). */
  replay?: StreamReplay | undefined;
  fromHeight?: bigint | undefined;
  /** Update messages name their block (`height`): the client opted in (withHeight, fromHeight). */
  withHeight: boolean;
}

/** One subscriber: snapshot first, updates queued meanwhile, then live updates. */
export class StreamSession<F, T> {
  private live = false;
  private closed = false;
  private pending: Message[] = [];
  private pendingBytes = 0;
  private unsubscribe: Unsubscribe = () => {};
  /** Set when the client acknowledges each message (acknowledgeEach). */
  private gate: AckGate | undefined;

  constructor(
    private readonly ws: StreamSocket,
    private readonly route: StreamRouteDefinition<F, T>,
    private readonly filter: F,
    private readonly routeKey: string,
    private perMessage: number,
    private readonly deps: SessionDeps,
  ) {}

  /**
   * From now on each message waits for the client's acknowledgement of the one before
   * (ack-gate.ts); none in time ends the stream with an error.
   */
  acknowledgeEach(): void {
    this.gate = new AckGate({
      send: (message) => this.sendNow(message),
      timedOut: () => {
        this.stop();
        const error = invalidArgument(
          DetailCode.MALFORMED_REQUEST,
          `no acknowledgement within ${ACK_WAIT_MS / 1000} s: with a batch size, send a message after each batch`,
        );
        sendErrorAndClose(this.ws, this.deps.connections, error, this.deps.log);
      },
      overflowed: () => this.cutSlowConsumer(),
      maxHeldBytes: this.deps.connections.limits.maxSendBufferBytes,
    });
  }

  /** The client acknowledged; `itemsPerMessage`, when given, is its new batch size. */
  acknowledge(itemsPerMessage?: number): void {
    if (itemsPerMessage !== undefined && itemsPerMessage > 0) this.perMessage = itemsPerMessage;
    this.gate?.acknowledge();
  }

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
    try {
      await this.catchUp(replayUpTo);
    } catch (error) {
      if (this.closed) return;
      this.stop();
      sendErrorAndClose(this.ws, this.deps.connections, error, this.deps.log);
      return;
    }
    if (this.closed) return;
    this.live = true;
    const queued = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    for (const message of queued) this.send(message);
  }

  /**
   * What comes before the live updates. Opened with fromHeight, the stored updates after it
   * when every missed block is still stored (a snapshot stream then sends no snapshot: the
   * client holds it and the replay brings it up to date), then `{"resumed"}`; when they are
   * not, `{"resumed": {whole: false}}` first, then the snapshot, so the client starts over
   * before the fresh pages arrive (also after a replay that pruning cut short: the client
   * drops what it replayed). Without fromHeight: the snapshot, if the stream has one and sends
   * it on a plain open.
   */
  private async catchUp(replayUpTo: bigint | undefined): Promise<void> {
    const { replay, fromHeight } = this.deps;
    if (fromHeight === undefined)
      return this.route.snapshotOnlyToStartOver ? undefined : this.sendSnapshot();
    const whole =
      replay !== undefined &&
      replayUpTo !== undefined &&
      (await replay.holds(fromHeight, replayUpTo));
    if (this.closed) return;
    // Nothing published yet: the verdict's range ends where it starts.
    const upTo = replayUpTo ?? fromHeight;
    if (!whole) {
      this.send(resumedMessage(fromHeight, upTo, false));
      return this.sendSnapshot();
    }
    await this.sendReplayed(replay, fromHeight, upTo);
    if (this.closed) return;
    // Housekeeping may prune the oldest stored blocks while they are read (a height at the edge
    // of retention): read again, the range tells whether the replay lacked any. Pruning never
    // puts a block back, so a range still whole now was whole while it was read.
    const stillWhole = await replay.holds(fromHeight, upTo);
    if (this.closed) return;
    this.send(resumedMessage(fromHeight, upTo, stillWhole));
    if (!stillWhole) await this.sendSnapshot();
  }

  /** The route's snapshot pages (lastPage on the last, always at least one); none without. */
  private async sendSnapshot(): Promise<void> {
    const { snapshot: source, snapshotKey } = this.route;
    if (!source) return;
    const key = snapshotKey as SnapshotKey;
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

  private async sendReplayed(replay: StreamReplay, from: bigint, upTo: bigint): Promise<void> {
    for await (const batch of replay.batches(this.route.topic, from, upTo)) {
      if (this.closed) return;
      const items = batch.items as readonly T[];
      const indices: number[] = [];
      for (let i = 0; i < items.length; i++)
        if (this.route.matches(this.filter, items[i] as T)) indices.push(i);
      for (let start = 0; start < indices.length; start += this.perMessage) {
        const end = Math.min(indices.length, start + this.perMessage);
        const message = renderUpdate(
          this.route.wrapUpdates,
          batch as PublishedBatch<T>,
          indices,
          start,
          end,
          this.deps.withHeight,
        );
        this.send(message);
      }
    }
  }

  private onDelivery({ batch, indices }: Delivery<T>) {
    if (this.closed) return;
    // Subscribers whose filters took the same items (every item, or e.g. one market's) share
    // whole messages, built and encoded once per batch: a block's fan-out to many sockets is
    // then one render and one Buffer, not one per subscriber.
    const selection = indices.length === batch.items.length ? '*' : indices.join(',');
    const { withHeight } = this.deps;
    const shape = `${this.routeKey}:${withHeight ? 'h' : ''}${this.perMessage}`;
    for (let start = 0; start < indices.length && !this.closed; start += this.perMessage) {
      const end = Math.min(indices.length, start + this.perMessage);
      const message: Message = batch.memoize(`${shape}:${start}:${selection}`, () =>
        Buffer.from(renderUpdate(this.route.wrapUpdates, batch, indices, start, end, withHeight)),
      );
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

  private send(message: Message) {
    if (this.closed) return;
    if (this.gate) this.gate.offer(message);
    else this.sendNow(message);
  }

  /** Sends, unless the socket's backlog would pass the limit: then the subscriber is cut. */
  private sendNow(message: Message) {
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
    this.gate?.stop();
    this.pending = [];
    this.pendingBytes = 0;
  }
}
