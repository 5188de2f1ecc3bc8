import type { z } from 'zod/mini';
import type { ParamDoc } from '../http/route-params.ts';
import type { BlockMeta } from './live-hub.ts';

/*
 * What a WebSocket stream declares (stream-route.ts registers it, stream-session.ts serves one
 * subscriber of it).
 */

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

export type SnapshotKey = 'orders' | 'positions' | 'accounts' | 'marketDepth';

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
   * Whether a subscriber acknowledges each message before the next is sent (the reference's
   * event bus with a batch size): its later client messages are acknowledgements, and
   * `readAcknowledgement` reads a new items-per-message from one (undefined: unchanged).
   */
  acknowledges?: (filter: F) => boolean;
  readAcknowledgement?: (message: unknown) => number | undefined;
  /**
   * Current state, sent before any update as `result.snapshot` pages; pages of more than 50
   * items are split. Needs snapshotKey.
   */
  snapshot?: (filter: F) => AsyncIterable<readonly T[]>;
  snapshotKey?: SnapshotKey;
  /**
   * The snapshot only when a stream resumed with fromHeight must start over (`whole: false`),
   * never on a plain open: for a stream the reference opens without one (the full depth, whose
   * every update is a market's whole book), so reference clients see the reference's messages.
   */
  snapshotOnlyToStartOver?: boolean;
}
