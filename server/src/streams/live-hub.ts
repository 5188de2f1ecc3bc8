/**
 * In-process publish/subscribe between the chain and the WebSocket streams.
 *
 * The chain publishes, once per committed block, one batch per topic; every subscriber of
 * that topic is called synchronously with the items its filter accepts. Items are already
 * in stream encoding (integer enums, defaults omitted). A batch serialises each item at most
 * once, however many subscribers send it: subscribers ask the batch for an item's JSON text
 * (`jsonAt`) and concatenate the fragments they need.
 */

/** The block a batch belongs to. */
export interface BlockMeta {
  /** Block height, decimal string. */
  height: string;
  /** Block time, Unix nanoseconds, decimal string. */
  time: string;
}

/** Turns one (stream-encoded) item into its JSON text. */
export type ItemSerializer = (item: unknown) => string;

export const defaultSerializer: ItemSerializer = (item) => JSON.stringify(item);

/** One topic's items of one block, shared by every subscriber of the topic. */
export class PublishedBatch<T = unknown> {
  private readonly json: (string | undefined)[];
  private memo: Map<string, unknown> | undefined;

  constructor(
    readonly topic: string,
    readonly items: readonly T[],
    readonly meta: BlockMeta,
    private readonly serialize: ItemSerializer = defaultSerializer,
  ) {
    this.json = new Array<string | undefined>(items.length);
  }

  /** JSON text of `items[index]`: serialised on first request, then shared. */
  jsonAt(index: number): string {
    let text = this.json[index];
    if (text === undefined) {
      text = this.serialize(this.items[index]);
      this.json[index] = text;
    }
    return text;
  }

  /**
   * A value derived from this batch once and shared by every subscriber asking with the same
   * key (e.g. a whole message for subscribers that take every item). Lives as long as the batch.
   */
  memoize<V>(key: string, make: () => V): V {
    this.memo ??= new Map();
    if (this.memo.has(key)) return this.memo.get(key) as V;
    const value = make();
    this.memo.set(key, value);
    return value;
  }
}

/** What one subscriber receives of one batch: the indices of the items its filter accepted. */
export interface Delivery<T = unknown> {
  readonly batch: PublishedBatch<T>;
  /** Ascending indices into `batch.items`; never empty. */
  readonly indices: readonly number[];
}

export type ItemFilter<T> = (item: T) => boolean;
export type Unsubscribe = () => void;

export interface LiveHubOptions {
  /** Item → JSON text; JSON.stringify unless given (tests count calls through it). */
  serialize?: ItemSerializer;
  /** A subscriber threw; the others are still served. Default: ignored. */
  onSubscriberError?: (error: unknown, topic: string) => void;
}

interface Subscriber {
  filter: ItemFilter<never> | undefined;
  onBatch: (delivery: Delivery<never>) => void;
  active: boolean;
}

export class LiveHub {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private readonly serialize: ItemSerializer;
  private readonly onSubscriberError: (error: unknown, topic: string) => void;

  constructor(options: LiveHubOptions = {}) {
    this.serialize = options.serialize ?? defaultSerializer;
    this.onSubscriberError = options.onSubscriberError ?? (() => {});
  }

  /**
   * Calls `onBatch` for every later batch of `topic` with at least one item `filter` accepts
   * (no filter = every item). Returns the function that ends the subscription.
   */
  subscribe<T>(
    topic: string,
    filter: ItemFilter<T> | undefined,
    onBatch: (delivery: Delivery<T>) => void,
  ): Unsubscribe {
    const subscriber: Subscriber = {
      filter: filter as ItemFilter<never> | undefined,
      onBatch: onBatch as (delivery: Delivery<never>) => void,
      active: true,
    };
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
    }
    set.add(subscriber);
    return () => {
      if (!subscriber.active) return;
      subscriber.active = false;
      const current = this.topics.get(topic);
      current?.delete(subscriber);
      if (current?.size === 0) this.topics.delete(topic);
    };
  }

  /** Subscribers per topic now (/metrics). */
  subscriberCounts(): Map<string, number> {
    return new Map([...this.topics].map(([topic, set]) => [topic, set.size]));
  }

  /**
   * Hands one block's items of `topic` to every subscriber, synchronously and in subscription
   * order. A subscriber that throws does not stop the others. Returns the batch (tests).
   */
  publish<T>(topic: string, items: readonly T[], meta: BlockMeta): PublishedBatch<T> {
    const batch = new PublishedBatch<T>(topic, items, meta, this.serialize);
    const set = this.topics.get(topic);
    if (!set || items.length === 0) return batch;
    // A copy: callbacks may (un)subscribe while we iterate.
    for (const subscriber of [...set]) {
      if (!subscriber.active) continue;
      try {
        const indices = select(items, subscriber.filter as ItemFilter<T> | undefined);
        if (indices.length > 0)
          (subscriber.onBatch as (d: Delivery<T>) => void)({ batch, indices });
      } catch (error) {
        this.onSubscriberError(error, topic);
      }
    }
    return batch;
  }

  /** Live subscriptions of one topic, or of all topics. */
  subscriberCount(topic?: string): number {
    if (topic !== undefined) return this.topics.get(topic)?.size ?? 0;
    let total = 0;
    for (const set of this.topics.values()) total += set.size;
    return total;
  }
}

function select<T>(items: readonly T[], filter: ItemFilter<T> | undefined): number[] {
  const indices: number[] = [];
  for (let i = 0; i < items.length; i++) {
    if (!filter || filter(items[i] as T)) indices.push(i);
  }
  return indices;
}
