import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANY_BLOCK,
  ENTRY_OVERHEAD_BYTES,
  matchesIfNoneMatch,
  ResponseCache,
  weakEtag,
  type CachedResponse,
  type Dependencies,
} from './response-cache.ts';

const answer = (text: string): CachedResponse => ({
  body: text,
  contentType: 'application/json; charset=utf-8',
  etag: `W/"${text}"`,
  blockHeight: '7',
  blockTimestamp: '7000',
});

/** Computes `key` through the cache as a route would: start, then finish with `text`. */
function compute(cache: ResponseCache, key: string, text: string, dependsOn?: Dependencies) {
  cache.finishFlight(cache.startFlight(key), answer(text), dependsOn);
}

describe('ResponseCache', () => {
  it('answers a stored key until a block commits, then forgets it', () => {
    const cache = new ResponseCache(1024 * 1024);
    expect(cache.lookup('/a')).toBeUndefined();
    compute(cache, '/a', '{"a":1}');
    expect(cache.lookup('/a')?.body.toString()).toBe('{"a":1}');
    expect(cache.lookup('/b')).toBeUndefined();

    cache.blockCommitted();
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, stored: 1 });
  });

  it('hands one computation to every identical request that arrives while it runs', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const flight = cache.startFlight('/a');
    const waiters = [cache.joinFlight('/a'), cache.joinFlight('/a'), cache.joinFlight('/a')];
    expect(cache.joinFlight('/b')).toBeUndefined();
    cache.finishFlight(flight, answer('{"a":1}'));
    const answers = await Promise.all(waiters);
    expect(answers.map((a) => a?.body.toString())).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
    // Finished: the next identical request finds the stored copy, not a flight.
    expect(cache.joinFlight('/a')).toBeUndefined();
    expect(cache.stats).toMatchObject({ misses: 1, coalesced: 3 });
  });

  it('lets waiters compute their own when the answer is not one to share', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const flight = cache.startFlight('/a');
    const waiter = cache.joinFlight('/a');
    cache.finishFlight(flight, undefined);
    await expect(waiter).resolves.toBeUndefined();
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('never stores an answer whose computation started before a commit', async () => {
    const cache = new ResponseCache(1024 * 1024);
    const before = cache.startFlight('/a');
    const earlyWaiter = cache.joinFlight('/a');
    cache.blockCommitted();
    // A request of the new block does not join the old block's computation…
    expect(cache.joinFlight('/a')).toBeUndefined();
    const after = cache.startFlight('/a');

    cache.finishFlight(before, answer('"old"'));
    // …the request that was waiting before the commit gets the old answer it asked for…
    await expect(earlyWaiter).resolves.toMatchObject({ body: '"old"' });
    // …and the old answer is not stored for the new block.
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.stats.staleDiscarded).toBe(1);

    cache.finishFlight(after, answer('"new"'));
    expect(cache.lookup('/a')?.body.toString()).toBe('"new"');
  });

  it('keeps across a commit only the answers that depend on nothing the block touched', () => {
    const cache = new ResponseCache(1024 * 1024);
    compute(cache, '/a', '"a"', new Set(['order-party:a']));
    compute(cache, '/b', '"b"', new Set(['order-party:b', 'order-party:c']));
    compute(cache, '/any', '"any"', ANY_BLOCK);
    compute(cache, '/unsaid', '"unsaid"'); // no dependencies given: any block
    compute(cache, '/none', '"none"', new Set()); // no tags would mean "never": any block
    expect(cache.size).toBe(5);

    // The block touched party c (and tags no entry has).
    cache.blockCommitted(new Set(['order-party:c', 'trade-party:a', 'order-market:a']));
    expect(cache.lookup('/a')?.body.toString()).toBe('"a"');
    for (const key of ['/b', '/any', '/unsaid', '/none']) expect(cache.lookup(key)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe('"a"'.length + '/a'.length + ENTRY_OVERHEAD_BYTES);
    expect(cache.stats).toMatchObject({ kept: 1, invalidated: 4 });

    // An empty block keeps it again; a commit of unknown extent drops it.
    cache.blockCommitted(new Set());
    expect(cache.lookup('/a')?.body.toString()).toBe('"a"');
    cache.blockCommitted();
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('clear() forgets every answer, whatever it depends on, and every flight', () => {
    const cache = new ResponseCache(1024 * 1024);
    compute(cache, '/a', '"a"', new Set(['order-party:a']));
    const flight = cache.startFlight('/b');
    cache.clear();
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.joinFlight('/b')).toBeUndefined();
    cache.finishFlight(flight, answer('"b"'), new Set(['order-party:b']));
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('does not store a flight started before a commit, even if the block did not touch it', () => {
    const cache = new ResponseCache(1024 * 1024);
    const flight = cache.startFlight('/a');
    cache.blockCommitted(new Set(['order-party:b']));
    cache.finishFlight(flight, answer('"a"'), new Set(['order-party:a']));
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.stats.staleDiscarded).toBe(1);
  });

  it('finishing a flight twice changes nothing the second time', () => {
    const cache = new ResponseCache(1024 * 1024);
    const flight = cache.startFlight('/a');
    cache.finishFlight(flight, answer('1'));
    cache.finishFlight(flight, answer('2'));
    expect(cache.lookup('/a')?.body.toString()).toBe('1');
    expect(cache.stats.stored).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    // Keys of 2 characters, bodies of 100 bytes: each entry counts 102 + overhead.
    const entry = 100 + 2 + ENTRY_OVERHEAD_BYTES;
    const cache = new ResponseCache(3 * entry);
    const body = (c: string) => c.repeat(100);
    compute(cache, '/a', body('a'));
    compute(cache, '/b', body('b'));
    compute(cache, '/c', body('c'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3 * entry);

    cache.lookup('/a'); // /a is now more recent than /b
    compute(cache, '/d', body('d'));
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')?.body.toString()).toBe(body('a'));
    expect(cache.lookup('/c')?.body.toString()).toBe(body('c'));
    expect(cache.lookup('/d')?.body.toString()).toBe(body('d'));
    expect(cache.bytes).toBe(3 * entry);
    expect(cache.stats.evicted).toBe(1);
  });

  it('does not store an answer larger than the whole budget (and keeps the others)', () => {
    const cache = new ResponseCache(1000);
    compute(cache, '/a', 'x'.repeat(10));
    compute(cache, '/big', 'x'.repeat(1000));
    expect(cache.lookup('/big')).toBeUndefined();
    expect(cache.lookup('/a')?.body.toString()).toBe('x'.repeat(10));
  });

  it('is off with a budget of 0 and refuses a negative one', () => {
    expect(new ResponseCache(0).enabled).toBe(false);
    expect(new ResponseCache(1).enabled).toBe(true);
    expect(() => new ResponseCache(-1)).toThrow(/maxBytes/);
  });
});

describe('ETags', () => {
  it('is a weak tag of the SHA-1 of the body', () => {
    const body = '{"hello":"world","name":"Ünïcode"}';
    // Worked out with the body's UTF-8 bytes, as the socket sends them.
    const sha1 = createHash('sha1').update(Buffer.from(body, 'utf8')).digest('base64url');
    expect(weakEtag(body)).toBe(`W/"${sha1}"`);
    expect(weakEtag('{"hello":"world!"}')).not.toBe(weakEtag(body));
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch('', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
