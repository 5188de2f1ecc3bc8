/** When a buffer hands over its messages: once per animation frame, or every `n` ms. */
export type FlushSchedule = 'frame' | number;

interface Scheduled {
  cancel(): void;
}

function schedule(when: FlushSchedule, run: () => void): Scheduled {
  // rAF is unavailable in some test and worker environments; a 16 ms timer stands in.
  if (when === 'frame' && typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return { cancel: () => cancelAnimationFrame(id) };
  }
  const id = setTimeout(run, when === 'frame' ? 16 : when);
  return { cancel: () => clearTimeout(id) };
}

/**
 * Collects socket messages and hands them to `flush` together, at most once per schedule
 * period. A burst of hundreds of messages becomes one state update (one render) instead of
 * hundreds, and nothing is dropped: every message pushed is in exactly one batch.
 */
export class MessageBuffer<T> {
  private items: T[] = [];
  private pending: Scheduled | undefined;

  constructor(
    private readonly flush: (items: T[]) => void,
    private readonly when: () => FlushSchedule,
  ) {}

  push(item: T): void {
    this.items.push(item);
    this.pending ??= schedule(this.when(), () => this.flushNow());
  }

  /** Hands over what is buffered now (e.g. before the socket closes). */
  flushNow(): void {
    this.pending?.cancel();
    this.pending = undefined;
    if (this.items.length === 0) return;
    const batch = this.items;
    this.items = [];
    this.flush(batch);
  }

  /** Forgets what is buffered: the stream is paused or restarting and will resync. */
  drop(): void {
    this.pending?.cancel();
    this.pending = undefined;
    this.items = [];
  }

  get size(): number {
    return this.items.length;
  }
}
