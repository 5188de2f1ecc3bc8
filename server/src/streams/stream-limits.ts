import type { IncomingMessage } from 'node:http';
import { ApiError, DetailCode } from '../http/api-error.ts';

/** Concurrent stream connections per client address (spec §8.1; the reference's default). */
export const MAX_STREAMS_PER_CLIENT = 250;
/**
 * Bytes a socket may have waiting to be sent before its subscriber counts as slow and is cut.
 * The reference drops a stalled subscriber within tens of ms (tiny channels); we allow a few
 * blocks' worth of updates so a client on a slow link survives a burst.
 */
export const MAX_SEND_BUFFER_BYTES = 4 * 1024 * 1024;
/** Server pings this often; a socket that has not answered the previous ping is terminated. */
export const PING_INTERVAL_MS = 30_000;
/** Clients never need to send anything; a bigger inbound frame closes the socket (1009). */
export const MAX_INBOUND_FRAME_BYTES = 4 * 1024;
/** After a close frame (shutdown, bad filter) the socket is destroyed if still open this long. */
export const CLOSE_GRACE_MS = 5_000;
/**
 * How far behind a subscriber may fall: every LAG_PROBE_MS a socket we have sent data to gets
 * a ping, which travels behind everything queued for it (in our buffers and the kernel's); a
 * pong later than MAX_LAG_MS means the client is more than that far behind reading — cut as a
 * slow consumer. `bufferedAmount` alone cannot tell: the kernel's buffers (several MB on a
 * local link) hide a stalled reader for tens of seconds.
 */
export const LAG_PROBE_MS = 500;
export const MAX_LAG_MS = 2_000;
/** A slow consumer's close frame waits behind its backlog: destroyed after this long. */
export const SLOW_CONSUMER_GRACE_MS = 500;
/** Items per snapshot page and per update message (the reference's snapshotPageSize). */
export const STREAM_BATCH_SIZE = 50;

/** WebSocket close codes we send. */
export const CloseCode = {
  GOING_AWAY: 1001,
  POLICY_VIOLATION: 1008,
  INTERNAL_ERROR: 1011,
} as const;

export interface StreamLimits {
  maxConnectionsPerClient: number;
  maxSendBufferBytes: number;
  pingIntervalMs: number;
  maxInboundFrameBytes: number;
  closeGraceMs: number;
  lagProbeMs: number;
  maxLagMs: number;
  slowConsumerGraceMs: number;
}

export const DEFAULT_STREAM_LIMITS: Readonly<StreamLimits> = Object.freeze({
  maxConnectionsPerClient: MAX_STREAMS_PER_CLIENT,
  maxSendBufferBytes: MAX_SEND_BUFFER_BYTES,
  pingIntervalMs: PING_INTERVAL_MS,
  maxInboundFrameBytes: MAX_INBOUND_FRAME_BYTES,
  closeGraceMs: CLOSE_GRACE_MS,
  lagProbeMs: LAG_PROBE_MS,
  maxLagMs: MAX_LAG_MS,
  slowConsumerGraceMs: SLOW_CONSUMER_GRACE_MS,
});

/** WebSocket ready states (same numbers as the browser API and `ws`). */
export const OPEN = 1;

/** The part of a `ws` server socket the streams use (the package ships no types). */
export interface StreamSocket {
  readonly readyState: number;
  /** Bytes queued in user land and the TCP socket, not yet handed to the kernel. */
  readonly bufferedAmount: number;
  send(data: string | Buffer, options: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'pong' | 'message', listener: () => void): unknown;
}

export const tooManyStreams = (limit: number) =>
  new ApiError(
    429,
    8,
    'ResourceExhausted error',
    DetailCode.RATE_LIMITED,
    'too many stream connections from this address',
    `at most ${limit} concurrent stream connections per client`,
  );

export interface StreamStats {
  /** Upgrades answered 429 because the client had too many streams open. */
  refused: number;
  /** Sockets closed with 1008 because their send buffer overflowed. */
  slowConsumersClosed: number;
  /** Sockets terminated for not answering a ping. */
  deadTerminated: number;
}

interface Tracked {
  alive: boolean;
  /** Data sent since the last lag probe was answered. */
  sent: boolean;
  /** When the unanswered lag probe went out (ms), if one is out. */
  probeAt: number | undefined;
}

/**
 * Who is connected: per-client connection counts (reserved at the upgrade request, released
 * when its TCP socket closes, so failed handshakes cannot leak a slot), the live sockets and
 * the ping sweep that terminates the dead ones.
 */
export class StreamConnections {
  readonly stats: StreamStats = { refused: 0, slowConsumersClosed: 0, deadTerminated: 0 };
  private readonly perClient = new Map<string, number>();
  private readonly releases = new WeakMap<IncomingMessage, () => void>();
  private readonly sockets = new Map<StreamSocket, Tracked>();
  private pingTimer: NodeJS.Timeout | undefined;
  private lagTimer: NodeJS.Timeout | undefined;
  private lastLagRound = 0;
  private stopped = false;

  constructor(readonly limits: Readonly<StreamLimits>) {}

  /** Open (or opening) stream connections of one client address. */
  count(client: string): number {
    return this.perClient.get(client) ?? 0;
  }

  /** Sockets currently open. */
  get open(): number {
    return this.sockets.size;
  }

  /**
   * Takes one of the client's connection slots for this upgrade request, or returns false when
   * it has none left. The slot is released when `raw`'s TCP socket closes or when `release`
   * is called, whichever comes first.
   */
  reserve(client: string, raw: IncomingMessage): boolean {
    const current = this.count(client);
    if (current >= this.limits.maxConnectionsPerClient) {
      this.stats.refused++;
      return false;
    }
    this.perClient.set(client, current + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = this.count(client) - 1;
      if (n > 0) this.perClient.set(client, n);
      else this.perClient.delete(client);
    };
    this.releases.set(raw, release);
    // Undefined for in-process upgrades (app.injectWS); then the WebSocket's close releases.
    (raw.socket as typeof raw.socket | undefined)?.once('close', release);
    return true;
  }

  /** Frees the slot `reserve` took for this request (idempotent). */
  release(raw: IncomingMessage): void {
    this.releases.get(raw)?.();
  }

  /** Starts liveness tracking of an accepted socket; forgotten when it closes. */
  track(socket: StreamSocket): void {
    const entry: Tracked = { alive: true, sent: false, probeAt: undefined };
    this.sockets.set(socket, entry);
    socket.on('pong', () => {
      entry.alive = true;
      entry.probeAt = undefined;
    });
    socket.on('close', () => {
      this.sockets.delete(socket);
    });
    if (!this.pingTimer && !this.stopped) {
      this.pingTimer = setInterval(() => this.sweep(), this.limits.pingIntervalMs);
      this.pingTimer.unref();
    }
    if (!this.lagTimer && !this.stopped) {
      this.lastLagRound = Date.now();
      this.lagTimer = setInterval(() => this.probeLag(), this.limits.lagProbeMs);
      this.lagTimer.unref();
    }
  }

  /** The session sent this socket data (it will be probed for lag). */
  sent(socket: StreamSocket): void {
    const entry = this.sockets.get(socket);
    if (entry) entry.sent = true;
  }

  /** Per-socket slow-consumer cut hooks (the session stops its subscription). */
  private readonly onSlow = new WeakMap<StreamSocket, () => void>();

  /** What to run when the lag probe finds this socket's reader too far behind. */
  onSlowConsumer(socket: StreamSocket, cut: () => void): void {
    this.onSlow.set(socket, cut);
  }

  /**
   * One lag round: a socket whose probe is out for longer than maxLagMs while data was sent
   * to it is a slow consumer; sockets with data sent and no probe out get one. A round that
   * itself ran late (our own thread was busy) judges no one: the pongs may be waiting for us.
   */
  probeLag(now = Date.now()): void {
    const late = now - this.lastLagRound > 2 * this.limits.lagProbeMs;
    this.lastLagRound = now;
    for (const [socket, entry] of this.sockets) {
      if (socket.readyState !== OPEN) continue;
      if (entry.probeAt !== undefined) {
        if (!late && entry.sent && now - entry.probeAt > this.limits.maxLagMs) {
          this.sockets.delete(socket);
          const cut = this.onSlow.get(socket);
          if (cut) cut();
          else this.closeSlowConsumer(socket);
        }
        continue;
      }
      if (!entry.sent) continue;
      entry.sent = false;
      entry.probeAt = now;
      socket.ping();
    }
  }

  /** Sends a close frame, and destroys the socket if the peer has not completed it in time. */
  closeGracefully(
    socket: StreamSocket,
    code: number,
    reason: string,
    graceMs = this.limits.closeGraceMs,
  ): void {
    if (socket.readyState === OPEN) socket.close(code, truncateReason(reason));
    const timer = setTimeout(() => socket.terminate(), graceMs);
    timer.unref();
    socket.on('close', () => clearTimeout(timer));
  }

  /** Cuts a subscriber that cannot keep up: close 1008 "slow consumer". */
  closeSlowConsumer(socket: StreamSocket): void {
    this.stats.slowConsumersClosed++;
    this.closeGracefully(
      socket,
      CloseCode.POLICY_VIOLATION,
      'slow consumer',
      this.limits.slowConsumerGraceMs,
    );
  }

  /** Server shutdown: every socket gets 1001, then is destroyed after the grace period. */
  closeAll(): void {
    this.stop();
    for (const socket of this.sockets.keys()) {
      this.closeGracefully(socket, CloseCode.GOING_AWAY, 'server shutting down');
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.lagTimer) clearInterval(this.lagTimer);
    this.pingTimer = undefined;
    this.lagTimer = undefined;
  }

  /** One ping round: terminate whoever missed the last one, ping everyone else. */
  sweep(): void {
    for (const [socket, entry] of this.sockets) {
      if (!entry.alive) {
        this.stats.deadTerminated++;
        this.sockets.delete(socket);
        socket.terminate();
        continue;
      }
      entry.alive = false;
      if (socket.readyState === OPEN) socket.ping();
    }
  }
}

/** A close reason may hold at most 123 bytes. */
export function truncateReason(reason: string): string {
  if (Buffer.byteLength(reason) <= 123) return reason;
  let cut = reason.slice(0, 120);
  while (Buffer.byteLength(cut) > 120) cut = cut.slice(0, -1);
  return `${cut}...`;
}
