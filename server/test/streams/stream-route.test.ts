import { describe, expect, it, vi } from 'vitest';
import { LiveHub } from '../../src/streams/live-hub.ts';
import { eventually, items, meta, TOPIC } from './stream-app.ts';
import { ids, results, streamHarness } from './stream-harness.ts';

const { start, connect } = streamHarness();

describe('snapshot then updates', () => {
  it('sends the snapshot in pages of 50/50/20 with lastPage only on the last, then updates in order', async () => {
    const s = await start();
    s.snapshot.items = items(0, 120);
    const client = await connect('/test/stream/orders');
    await client.waitForMessages(3);
    const pages = results(client).map((m) => m.result?.snapshot);
    expect(pages.map((p) => p?.orders?.length)).toEqual([50, 50, 20]);
    expect(pages.map((p) => p?.lastPage)).toEqual([undefined, undefined, true]);
    expect(pages.flatMap((p) => ids(p?.orders))).toEqual(ids(s.snapshot.items));

    s.hub.publish(TOPIC, items(1000, 3), meta(1));
    s.hub.publish(TOPIC, items(2000, 120), meta(2)); // → 50 + 50 + 20 per message
    await client.waitForMessages(7);
    const updates = results(client)
      .slice(3)
      .map((m) => ids(m.result?.updates?.orders));
    expect(updates.map((u) => u.length)).toEqual([3, 50, 50, 20]);
    expect(updates.flat()).toEqual([...ids(items(1000, 3)), ...ids(items(2000, 120))]);
  });

  it('always sends one snapshot message, even when there is nothing: lastPage and no array', async () => {
    await start();
    const client = await connect('/test/stream/orders');
    await client.waitForMessages(1);
    expect(client.messages).toEqual([{ result: { snapshot: { lastPage: true } } }]);
  });

  it('queues an update published during the snapshot and sends it after the last page', async () => {
    const s = await start();
    s.snapshot.items = items(0, 120);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let published = false;
    s.snapshot.afterSecondPage = async () => {
      // Page one is out, page two is held back until the source says whether it is the last.
      s.hub.publish(TOPIC, items(500, 2), meta(7));
      published = true;
      await gate;
    };
    const client = await connect('/test/stream/orders');
    await eventually(() => published, 'publish during the snapshot');
    await client.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.messages).toHaveLength(1); // nothing overtakes the snapshot
    release();
    await client.waitForMessages(4);
    const kinds = results(client).map((m) => Object.keys(m.result ?? {})[0]);
    expect(kinds).toEqual(['snapshot', 'snapshot', 'snapshot', 'updates']);
    expect(results(client)[2]!.result?.snapshot?.lastPage).toBe(true);
    expect(ids(results(client)[3]!.result?.updates?.orders)).toEqual([500, 501]);
  });

  it('reports a failing snapshot with one error message and close 1011, and unsubscribes', async () => {
    const s = await start();
    s.snapshot.items = items(0, 120);
    s.snapshot.afterSecondPage = () => Promise.reject(new Error('database went away'));
    const client = await connect('/test/stream/orders');
    const closed = await client.closed;
    expect(closed.code).toBe(1011);
    const last = results(client).at(-1)!;
    expect(last.error).toMatchObject({ code: 13, message: 'Internal error' });
    expect(JSON.stringify(last)).not.toContain('database went away');
    expect(s.hub.subscriberCount()).toBe(0);
  });

  it('applies the filter to the snapshot and to updates', async () => {
    const s = await start();
    s.snapshot.items = [...items(0, 3, 'alice'), ...items(3, 2, 'bob')];
    const bob = await connect('/test/stream/orders?partyId=bob');
    const everyone = await connect('/test/stream/orders');
    await bob.waitForMessages(1);
    await everyone.waitForMessages(1);
    s.hub.publish(TOPIC, [...items(10, 2, 'alice'), ...items(20, 1, 'bob')], meta(1));
    s.hub.publish(TOPIC, items(30, 2, 'alice'), meta(2)); // nothing for bob
    s.hub.publish(TOPIC, items(40, 1, 'bob'), meta(3));
    await bob.waitForMessages(3);
    await everyone.waitForMessages(4);
    expect(ids(results(bob)[0]!.result?.snapshot?.orders)).toEqual([3, 4]);
    expect(
      results(bob)
        .slice(1)
        .map((m) => ids(m.result?.updates?.orders)),
    ).toEqual([[20], [40]]);
    expect(
      results(everyone)
        .slice(1)
        .map((m) => ids(m.result?.updates?.orders)),
    ).toEqual([[10, 11, 20], [30, 31], [40]]);
  });

  it('sends one message per item on a one-per-message stream, on each of its paths', async () => {
    const s = await start();
    const a = await connect('/test/stream/each');
    const b = await connect('/test/stream/each-alias?partyId=bob');
    await eventually(() => s.hub.subscriberCount(TOPIC) === 2, 'two subscribers');
    s.hub.publish(TOPIC, [...items(1, 2), ...items(3, 1, 'bob')], meta(1));
    await a.waitForMessages(3);
    await b.waitForMessages(1);
    // The reference's messages: `result` alone (a strict client refuses unknown fields).
    expect(a.messages).toEqual([
      { result: { candle: { id: 1, party: 'alice' } } },
      { result: { candle: { id: 2, party: 'alice' } } },
      { result: { candle: { id: 3, party: 'bob' } } },
    ]);
    expect(b.messages).toEqual([{ result: { candle: { id: 3, party: 'bob' } } }]);
  });

  it('names the block of each update (`height`) only to a subscriber that opted in with withHeight', async () => {
    const s = await start();
    const plain = await connect('/test/stream/each');
    const opted = await connect('/test/stream/each?withHeight=true');
    const declined = await connect('/test/stream/each?withHeight=false');
    await eventually(() => s.hub.subscriberCount(TOPIC) === 3, 'three subscribers');
    s.hub.publish(TOPIC, items(1, 1), meta(7));
    s.hub.publish(TOPIC, items(2, 1), meta(8));
    await Promise.all([plain, opted, declined].map((c) => c.waitForMessages(2)));
    expect(plain.messages).toEqual([
      { result: { candle: { id: 1, party: 'alice' } } },
      { result: { candle: { id: 2, party: 'alice' } } },
    ]);
    expect(declined.messages).toEqual(plain.messages);
    expect(opted.messages).toEqual([
      { result: { candle: { id: 1, party: 'alice' } }, height: '7' },
      { result: { candle: { id: 2, party: 'alice' } }, height: '8' },
    ]);
  });

  it('refuses a withHeight that is not true or false with 1008 and the error body', async () => {
    await start();
    const client = await connect('/test/stream/each?withHeight=yes');
    const closed = await client.closed;
    expect(closed.code).toBe(1008);
    expect(results(client)[0]!.error).toMatchObject({
      code: 3,
      details: [{ code: 10015, message: 'withHeight must be true or false' }],
    });
  });

  it('answers a bad filter with one error message and close 1008', async () => {
    const s = await start();
    const client = await connect('/test/stream/orders?partyId=B4D');
    const closed = await client.closed;
    expect(closed.code).toBe(1008);
    expect(closed.reason).toBe('partyId must be lowercase letters');
    expect(results(client)).toHaveLength(1);
    expect(results(client)[0]!.error).toMatchObject({
      code: 3,
      message: 'InvalidArgument error',
      details: [{ code: 10029, message: 'partyId must be lowercase letters' }],
    });
    expect(s.hub.subscriberCount()).toBe(0);
  });

  it('ignores what clients send; an oversized inbound frame closes the socket with 1009', async () => {
    const s = await start();
    const client = await connect('/test/stream/each');
    client.ws.send('{"subscribe": true}');
    await eventually(() => s.hub.subscriberCount(TOPIC) === 1, 'subscriber');
    s.hub.publish(TOPIC, items(1, 1), meta(1));
    await client.waitForMessages(1);
    client.ws.send('x'.repeat(8 * 1024));
    expect((await client.closed).code).toBe(1009);
    await eventually(() => s.hub.subscriberCount() === 0, 'unsubscribed');
  });

  it('answers a plain GET on a stream path with 426 and the spec error body', async () => {
    const s = await start();
    const res = await s.app.inject({ method: 'GET', url: '/test/stream/orders' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toMatchObject({ code: 3, details: [{ code: 10015 }] });
  });
});

describe('serialisation', () => {
  it('serialises each published item once, however many subscribers send it', async () => {
    const serialize = vi.fn((item: unknown) => JSON.stringify(item));
    const s = await start({}, new LiveHub({ serialize }));
    const subscribers = await Promise.all([
      connect('/test/stream/orders'),
      connect('/test/stream/orders'),
      connect('/test/stream/orders?partyId=bob'),
    ]);
    await Promise.all(subscribers.map((c) => c.waitForMessages(1)));
    const batch = [...items(0, 60, 'alice'), ...items(60, 10, 'bob')];
    s.hub.publish(TOPIC, batch, meta(1));
    await subscribers[0]!.waitForMessages(3);
    await subscribers[1]!.waitForMessages(3);
    await subscribers[2]!.waitForMessages(2);
    expect(serialize).toHaveBeenCalledTimes(batch.length);
    for (const c of subscribers.slice(0, 2))
      expect(
        results(c)
          .slice(1)
          .flatMap((m) => ids(m.result?.updates?.orders)),
      ).toEqual(ids(batch));
    expect(ids(results(subscribers[2]!)[1]!.result?.updates?.orders)).toEqual(ids(batch.slice(60)));
  });

  it('builds each update message once for every subscriber whose filter took the same items', async () => {
    const s = await start();
    const everyone = [connect('/test/stream/orders'), connect('/test/stream/orders')];
    const bobs = [1, 2, 3].map(() => connect('/test/stream/orders?partyId=bob'));
    const subscribers = await Promise.all([...everyone, ...bobs]);
    await Promise.all(subscribers.map((c) => c.waitForMessages(1)));
    const before = s.built.updates;
    s.hub.publish(TOPIC, [...items(0, 60, 'alice'), ...items(60, 10, 'bob')], meta(1));
    for (const c of subscribers.slice(0, 2)) await c.waitForMessages(3);
    for (const c of subscribers.slice(2)) await c.waitForMessages(2);
    // Everyone's two messages (50 + 20 items), and bob's one: three, not 2 + 3 × 1.
    expect(s.built.updates - before).toBe(3);
    for (const c of subscribers.slice(2))
      expect(ids(results(c)[1]!.result?.updates?.orders)).toEqual(ids(items(60, 10, 'bob')));
  });
});
