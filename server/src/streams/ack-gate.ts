type Message = string | Buffer;

const byteLength = (message: Message) =>
  typeof message === 'string' ? Buffer.byteLength(message) : message.length;

/** How long the server waits for a client's acknowledgement of a message (the reference's 5 s). */
export const ACK_WAIT_MS = 5_000;

export interface AckGateHooks {
  /** Sends a message on the socket. */
  send(message: Message): void;
  /** No acknowledgement came in time: end the stream. */
  timedOut(): void;
  /** The messages held for a client that does not acknowledge passed the byte limit. */
  overflowed(): void;
  maxHeldBytes: number;
  waitMs?: number;
}

/**
 * A stream whose client acknowledges every message, as the reference's event bus does with a
 * batch size (ObserveEventBus → observeEventsWithAck): after each message the server waits for
 * the client's next request before it sends another, and ends the stream when none comes within
 * ACK_WAIT_MS. What arrives meanwhile is held, in order, up to the slow-consumer byte limit.
 */
export class AckGate {
  private waiting = false;
  private held: Message[] = [];
  private heldBytes = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly hooks: AckGateHooks) {}

  offer(message: Message): void {
    if (this.waiting) {
      this.held.push(message);
      this.heldBytes += byteLength(message);
      if (this.heldBytes > this.hooks.maxHeldBytes) this.hooks.overflowed();
      return;
    }
    this.waiting = true;
    this.timer = setTimeout(() => this.hooks.timedOut(), this.hooks.waitMs ?? ACK_WAIT_MS);
    this.hooks.send(message);
  }

  /** The client's next request came: the next held message, if any, goes out. */
  acknowledge(): void {
    clearTimeout(this.timer);
    this.waiting = false;
    const next = this.held.shift();
    if (next === undefined) return;
    this.heldBytes -= byteLength(next);
    this.offer(next);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.held = [];
    this.heldBytes = 0;
  }
}
