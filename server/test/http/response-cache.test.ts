import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '../../src/http/response-cache.ts';
import {
  cache,
  get,
  head,
  MB,
  measured,
  oracle,
  probe,
  sideApp,
  t,
  useResponseCacheChain,
} from './response-cache-chain.ts';

/** The block-scoped response cache (response-cache-chain.ts): what it stores and when it forgets. */
useResponseCacheChain();

describe('within one block', () => {
  it('answers the same URL twice with the same body, the second time without the database', async () => {
    const url = '/api/v2/trades?pagination.first=5';
    const first = await measured(t.app, url);
    const second = await measured(t.app, url);

    expect(first.res.statusCode).toBe(200);
    expect(first.queries).toBeGreaterThan(0);
    expect(second.queries).toBe(0);
    expect(second.res.body).toBe(first.res.body);
    expect(second.res.json()).toEqual((await get(oracle, url)).json());
    expect(second.res.json().trades.edges).toHaveLength(5);
    // Same headers as a computed answer: freshness, type, validator, CORS.
    for (const res of [first.res, second.res]) {
      expect(res.headers['x-block-height']).toBe(head().height);
      expect(res.headers['x-block-timestamp']).toBe(head().timeNs);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.vary).toBe('Accept');
    }
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
  });

  it('never lets two different query strings share an entry', async () => {
    const one = await measured(t.app, '/api/v2/trades?pagination.first=1');
    const two = await measured(t.app, '/api/v2/trades?pagination.first=2');
    expect(one.res.json().trades.edges).toHaveLength(1);
    expect(two.res.json().trades.edges).toHaveLength(2);
    expect(two.queries).toBeGreaterThan(0);

    // The same parameters in another order are another URL: computed again, same answer.
    const ab = await measured(t.app, '/api/v2/trades?pagination.first=3&newestFirst=false');
    const ba = await measured(t.app, '/api/v2/trades?newestFirst=false&pagination.first=3');
    expect(ba.queries).toBeGreaterThan(0);
    expect(ba.res.body).toBe(ab.res.body);
  });

  it('keeps the JSON and the explorer of /transactions/<hash> apart (Accept is in the key)', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'explorer-'));
    try {
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>explorer</title>');
      const app = await sideApp({ staticDir, responseCache: new ResponseCache(MB) });
      const hash = (await get(oracle, '/rest/transactions?limit=1')).json().transactions[0].hash;
      const url = `/transactions/${hash}`;

      const json = await measured(app, url);
      expect(json.res.json().transaction.hash).toBe(hash);
      const html = await get(app, url, {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      });
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.body).toContain('<title>explorer</title>');
      // The HTML answer was not stored over the JSON one: the JSON is still served from memory.
      const again = await measured(app, url);
      expect(again.queries).toBe(0);
      expect(again.res.body).toBe(json.res.body);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('serves identical requests that arrive together with one computation', async () => {
    const url = '/api/v2/orders?pagination.first=10';
    const alone = await measured(oracle, url);
    expect(alone.queries).toBeGreaterThan(0);

    const coalescedBefore = cache.stats.coalesced;
    const before = probe.count;
    // The first request's first query waits until the 19 others have joined it.
    const hold = probe.holdNext();
    const requests = Array.from({ length: 20 }, () => get(t.app, url));
    await hold.reached;
    await vi.waitFor(() => expect(cache.stats.coalesced - coalescedBefore).toBe(19), {
      timeout: 5000,
    });
    hold.release();
    const responses = await Promise.all(requests);

    expect(probe.count - before).toBe(alone.queries);
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(alone.res.body);
      expect(res.headers['x-block-height']).toBe(head().height);
    }
  });

  it('sends a stored answer with the block headers it was computed under', async () => {
    // The chain's head moves at the start of a block, its commit (and the cache's new
    // generation) comes after: an answer stored meanwhile must not take the newer header.
    let block = { height: '100', timeNs: '100000' };
    const app = await sideApp({ responseCache: new ResponseCache(MB), blockHeaders: () => block });
    const url = '/api/v2/net/time?headers-test';
    const first = await get(app, url);
    block = { height: '101', timeNs: '101000' };
    const second = await measured(app, url);
    expect(second.queries).toBe(0);
    expect(second.res.body).toBe(first.body);
    expect(second.res.headers['x-block-height']).toBe('100');
    expect(second.res.headers['x-block-timestamp']).toBe('100000');
  });

  it('answers If-None-Match with 304 when the body is unchanged, 200 once it changes', async () => {
    const url = '/api/v2/net/time?etag-test';
    const first = await get(t.app, url);
    const etag = first.headers.etag as string;

    const same = await measured(t.app, url, { 'if-none-match': etag });
    expect(same.res.statusCode).toBe(304);
    expect(same.res.body).toBe('');
    expect(same.queries).toBe(0);
    expect(same.res.headers['x-block-height']).toBe(head().height);

    await t.chain.advance(1);
    const changed = await get(t.app, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ timestamp: head().timeNs });
    expect(changed.headers.etag).not.toBe(etag);

    // A body equal across blocks revalidates even when it is computed afresh.
    const info = await get(t.app, '/api/v2/info');
    await t.chain.advance(1);
    const fresh = await get(t.app, '/api/v2/info', { 'if-none-match': info.headers.etag! });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.headers['x-block-height']).toBe(head().height);
  });
});

describe('across blocks', () => {
  it('answers from the new block after chain.advance(1)', async () => {
    const url = '/rest/transactions?limit=3';
    const timeUrl = '/api/v2/net/time';
    const before = await get(t.app, url);
    const timeBefore = (await get(t.app, timeUrl)).json().timestamp as string;
    expect((await measured(t.app, url)).queries).toBe(0);

    await t.chain.advance(1);
    const after = await measured(t.app, url);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.headers['x-block-height']).toBe(head().height);
    expect(after.res.json()).toEqual((await get(oracle, url)).json());
    expect(after.res.body).not.toBe(before.body);
    // Newest first: the first transaction is from the block just made.
    expect(after.res.json().transactions[0].block).toBe(head().height);

    const time = (await get(t.app, timeUrl)).json().timestamp as string;
    expect(time).toBe(head().timeNs);
    expect(BigInt(time) - BigInt(timeBefore)).toBe(1_000_000_000n); // blocks are 1 s apart
  });

  it('never stores an answer computed across a commit', async () => {
    const url = '/api/v2/net/time?race-test';
    const arrivedAt = head();
    const discardedBefore = cache.stats.staleDiscarded;

    const hold = probe.holdNext();
    const raced = get(t.app, url);
    await hold.reached; // its query is under way in block H…
    await t.chain.advance(1); // …while block H+1 commits (the chain writes through transactions)
    hold.release();
    const res = await raced;

    // It reports the block it arrived in, and its data is not older than that.
    expect(res.headers['x-block-height']).toBe(arrivedAt.height);
    expect(BigInt(res.json().timestamp)).toBeGreaterThanOrEqual(BigInt(arrivedAt.timeNs));
    expect(cache.stats.staleDiscarded).toBe(discardedBefore + 1);

    // Not stored for block H+1: the next request is computed, and is as of H+1.
    const next = await measured(t.app, url);
    expect(next.queries).toBeGreaterThan(0);
    expect(next.res.headers['x-block-height']).toBe(head().height);
    expect(next.res.json()).toEqual({ timestamp: head().timeNs });
  });

  it('does not let a request of the new block join a computation of the old one', async () => {
    const url = '/api/v2/net/time?join-test';
    const hold = probe.holdNext();
    const old = get(t.app, url);
    await hold.reached;
    await t.chain.advance(1);
    const fresh = measured(t.app, url); // arrives after the commit, while the old one still runs
    hold.release();
    await old;
    const { res, queries } = await fresh;
    expect(queries).toBeGreaterThan(0);
    expect(res.headers['x-block-height']).toBe(head().height);
    expect(res.json()).toEqual({ timestamp: head().timeNs });
  });
});
