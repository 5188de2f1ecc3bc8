import { hash } from 'node:crypto';

/**
 * A block-scoped store of REST answers (response-cache-hooks.ts puts it in front of the routes).
 *
 * The store changes only when a block commits, so within one block every identical GET has the
 * same answer: the first one computes it, identical requests arriving while it runs wait for it
 * (single flight), later ones get the stored copy. Each stored answer records what it depends
 * on (response-cache-tags.ts); `blockCommitted(touched)` starts a new generation and keeps only
 * the answers that depend on nothing the block touched. A pending computation belongs to the
 * generation it started in and is never stored nor handed to a request of a later one.
 *
 * Memory is bounded by `maxBytes` (bodies plus a fixed allowance per entry), least recently used
 * first out.
 *
 * Hand-written rather than `lru-cache`: the LRU is a Map's insertion order (a dozen lines), while
 * what matters here — flights that belong to a block generation and are never stored across a
 * commit, and selective invalidation by tags — would sit beside lru-cache's `fetch()` anyway.
 */

/** Dropped by every commit: the dependency of any answer whose narrow one is not certain. */
export const ANY_BLOCK = 'any-block';

/**
 * What a stored answer depends on: tags a commit may touch (response-cache-tags.ts), or
 * ANY_BLOCK.
 */
export type Dependencies = typeof ANY_BLOCK | ReadonlySet<string>;

/** A stored answer: what a later identical request is sent. */
export interface CachedResponse {
  /**
   * The JSON text. Kept and sent as the string the route made: a Buffer per answer (40 kB
   * outside V8's heap) put the whole cache's bytes under V8's external-memory accounting, and
   * every new one set off a major GC once the cache was full (a third of a cache-hostile
   * request's CPU went to GC). The socket encodes a string without a Buffer of our own.
   */
  body: string;
  contentType: string;
  /** Weak ETag from the body's hash. */
  etag: string;
  /** X-Block-Height / X-Block-Timestamp sent with the first answer; undefined = none was. */
  blockHeight: string | undefined;
  blockTimestamp: string | undefined;
}

/** One computation in progress: the request computing it, and those waiting for its answer. */
export interface Flight {
  readonly key: string;
  readonly generation: number;
  /** Resolves with the answer, or undefined when it is not one to share (error, stream…). */
  readonly answer: Promise<CachedResponse | undefined>;
}

interface PendingFlight extends Flight {
  resolve: (response: CachedResponse | undefined) => void;
  settled: boolean;
}

interface Entry {
  response: CachedResponse;
  bytes: number;
  dependsOn: Dependencies;
}

export interface ResponseCacheStats {
  /** Answered from a stored copy. */
  hits: number;
  /** Waited for an identical request in progress and took its answer. */
  coalesced: number;
  /** Computed by the route. */
  misses: number;
  /** Computed answers kept. */
  stored: number;
  /** Computed answers not kept because a block committed while they were computed. */
  staleDiscarded: number;
  /** Entries dropped to stay under maxBytes. */
  evicted: number;
  /** Entries dropped by a commit (any-block ones, or a dependency touched) or housekeeping. */
  invalidated: number;
  /** Entries a commit left in place: nothing they depend on was touched. */
  kept: number;
}

/** Allowance per entry beyond its body: key, headers, Map and object overhead (approximate). */
export const ENTRY_OVERHEAD_BYTES = 256;

/** Weak validator of a body (SHA-1 of its UTF-8 bytes): equal bodies, equal tags, whatever the block. */
export function weakEtag(body: string): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2: the `W/`
 * prefix is ignored on both sides; `*` matches any current representation).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || opaque(t) === wanted;
  });
}

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private flights = new Map<string, PendingFlight>();
  private generationNumber = 0;
  private usedBytes = 0;
  readonly stats: ResponseCacheStats = {
    hits: 0,
    coalesced: 0,
    misses: 0,
    stored: 0,
    staleDiscarded: 0,
    evicted: 0,
    invalidated: 0,
    kept: 0,
  };

  /** @param maxBytes budget; 0 turns the cache off (nothing is stored or coalesced). */
  constructor(readonly maxBytes: number) {
    if (!Number.isFinite(maxBytes) || maxBytes < 0)
      throw new Error('response cache: maxBytes must be a number ≥ 0');
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Bumped by every committed block. */
  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now (bodies plus the per-entry allowance). */
  get bytes(): number {
    return this.usedBytes;
  }

  /**
   * A block was committed that touched the tags `touched` (response-cache-tags.ts `touchedBy`;
   * undefined = unknown, everything goes). Stored answers that depend on any block or on a
   * touched tag are dropped, the others stay (their data did not change). Pending computations
   * finish for the requests already waiting on them (they arrived before the commit), but are
   * neither stored nor joined by newer requests: a query under way during the commit may have
   * read either side of it.
   */
  blockCommitted(touched?: ReadonlySet<string>): void {
    this.generationNumber++;
    this.flights = new Map();
    for (const [key, entry] of this.entries) {
      if (touched && !dependsOnAny(entry.dependsOn, touched)) {
        this.stats.kept++;
        continue;
      }
      this.entries.delete(key); // deleting the current key while iterating a Map is safe
      this.usedBytes -= entry.bytes;
      this.stats.invalidated++;
    }
  }

  /** Forgets everything, stored or in flight (the store's housekeeping deleted old rows). */
  clear(): void {
    this.blockCommitted(undefined);
  }

  /** The stored answer for `key`, now the most recently used one. */
  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map order is the LRU order: move this one to the back.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits++;
    return entry.response;
  }

  /** An identical request in progress in this block, to wait for; undefined when there is none. */
  joinFlight(key: string): Promise<CachedResponse | undefined> | undefined {
    const flight = this.flights.get(key);
    if (!flight) return undefined;
    this.stats.coalesced++;
    return flight.answer;
  }

  /** The caller computes `key`; identical requests wait for `finishFlight` from now on. */
  startFlight(key: string): Flight {
    let resolve!: (response: CachedResponse | undefined) => void;
    const answer = new Promise<CachedResponse | undefined>((r) => (resolve = r));
    const flight: PendingFlight = {
      key,
      generation: this.generationNumber,
      answer,
      resolve,
      settled: false,
    };
    this.flights.set(key, flight);
    this.stats.misses++;
    return flight;
  }

  /**
   * The computation of `flight` ended with `response` (undefined: nothing to share), which
   * depends on `dependsOn`. Waiters get it either way; it is stored only if no block committed
   * since the flight started, so a query that began before a commit never answers for the block
   * after it. Idempotent.
   */
  finishFlight(
    flight: Flight,
    response: CachedResponse | undefined,
    dependsOn: Dependencies = ANY_BLOCK,
  ): void {
    const pending = flight as PendingFlight;
    if (pending.settled) return;
    pending.settled = true;
    if (this.flights.get(flight.key) === pending) this.flights.delete(flight.key);
    pending.resolve(response);
    if (!response) return;
    if (flight.generation !== this.generationNumber) {
      this.stats.staleDiscarded++;
      return;
    }
    this.store(flight.key, response, dependsOn);
  }

  private store(key: string, response: CachedResponse, dependsOn: Dependencies): void {
    const bytes = Buffer.byteLength(response.body) + key.length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return; // would evict everything and still not fit
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.usedBytes -= previous.bytes;
    }
    // No tags at all would mean "never invalidated": treated as any block instead.
    const deps = dependsOn !== ANY_BLOCK && dependsOn.size === 0 ? ANY_BLOCK : dependsOn;
    this.entries.set(key, { response, bytes, dependsOn: deps });
    this.usedBytes += bytes;
    this.stats.stored++;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.usedBytes -= oldEntry.bytes;
      this.stats.evicted++;
    }
  }
}

function dependsOnAny(dependsOn: Dependencies, touched: ReadonlySet<string>): boolean {
  if (dependsOn === ANY_BLOCK) return true;
  for (const tag of dependsOn) if (touched.has(tag)) return true;
  return false;
}
