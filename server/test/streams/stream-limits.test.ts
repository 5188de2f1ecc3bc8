import { describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_CLIENT } from '../../src/streams/stream-limits.ts';
import { eventually, items, meta, TOPIC } from './stream-app.ts';
import { RefusedUpgrade } from './ws-client.ts';
import { ids, results, streamHarness } from './stream-harness.ts';

const { start, connect, stop } = streamHarness();

describe('limits', () => {
  it('refuses the upgrade past the per-client limit with HTTP 429 and the spec body', async () => {
    const s = await start({ maxConnectionsPerClient: 5 });
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await connect('/test/stream/each'));
    const refused = await connect('/test/stream/each').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusedUpgrade);
    const { status, body } = refused as RefusedUpgrade;
    expect(status).toBe(429);
    expect(JSON.parse(body)).toMatchObject({
      code: 8,
      message: 'ResourceExhausted error',
      details: [{ '@type': 'type.googleapis.com/net.ErrorDetail', code: 10429 }],
    });
    expect(s.app.streamConnections.stats.refused).toBe(1);

    await open[0]!.close();
    await eventually(() => s.app.streamConnections.count('127.0.0.1') === 4, 'slot released');
    await connect('/test/stream/each'); // a freed slot can be used again
    expect(s.app.streamConnections.count('127.0.0.1')).toBe(5);
  });

  it(`holds ${MAX_STREAMS_PER_CLIENT} streams from one client at the default limit and refuses the next`, async () => {
    const s = await start();
    const started = Date.now();
    const held = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => connect('/test/stream/each')),
    );
    expect(s.app.streamConnections.count('127.0.0.1')).toBe(MAX_STREAMS_PER_CLIENT);
    const refused = await connect('/test/stream/each').catch((e: unknown) => e);
    expect((refused as RefusedUpgrade).status).toBe(429);
    // Everyone still receives.
    s.hub.publish(TOPIC, items(1, 1), meta(1));
    await Promise.all(held.map((c) => c.waitForMessages(1)));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('cuts a slow consumer with 1008 while a fast one on the same topic gets everything', async () => {
    const limit = 256 * 1024;
    const s = await start({ maxSendBufferBytes: limit, closeGraceMs: 20_000 });
    const fast = await connect('/test/stream/orders');
    const slow = await connect('/test/stream/orders');
    await fast.waitForMessages(1);
    await slow.waitForMessages(1);
    slow.ws.pause(); // stops reading: the kernel buffers fill, then the server's backlog grows

    const pad = 'p'.repeat(1000);
    let published = 0;
    const connections = s.app.streamConnections;
    while (connections.stats.slowConsumersClosed === 0) {
      if (published > 3_000) throw new Error('slow consumer never cut');
      s.hub.publish(TOPIC, items(published * 50, 50, 'alice', pad), meta(published));
      published++;
      await fast.waitForMessages(1 + published);
    }
    for (let i = 0; i < 5; i++) {
      s.hub.publish(TOPIC, items(published * 50, 50, 'alice', pad), meta(published));
      published++;
    }
    await fast.waitForMessages(1 + published);
    expect(s.hub.subscriberCount(TOPIC)).toBe(1);
    const got = results(fast)
      .slice(1)
      .flatMap((m) => ids(m.result?.updates?.orders));
    expect(got).toEqual(Array.from({ length: published * 50 }, (_, i) => i));

    slow.ws.resume(); // reads the backlog, then the close frame
    const closed = await slow.closed;
    expect(closed).toEqual({ code: 1008, reason: 'slow consumer' });
    // It never got more than was queued when it was cut.
    expect(slow.messages.length).toBeLessThan(1 + published);
    console.log(
      `slow consumer cut after ${published - 5} publishes of ~${Math.round((50 * 1030) / 1024)} KiB (limit ${limit / 1024} KiB); it had received ${slow.messages.length - 1}`,
    );
  });

  it('terminates a socket that does not answer a ping; live ones stay', async () => {
    const s = await start({ pingIntervalMs: 100 });
    const dead = await connect('/test/stream/each', { autoPong: false });
    const alive = await connect('/test/stream/each');
    const closed = await dead.closed;
    expect(closed.code).toBe(1006); // terminated, no close frame
    expect(s.app.streamConnections.stats.deadTerminated).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350)); // several more ping rounds
    expect(alive.closeInfo).toBeUndefined();
    s.hub.publish(TOPIC, items(1, 1), meta(1));
    await alive.waitForMessages(1);
    expect(s.hub.subscriberCount(TOPIC)).toBe(1);
  });

  it('closes every stream with 1001 when the server shuts down', async () => {
    await start();
    const client = await connect('/test/stream/each');
    await stop();
    expect((await client.closed).code).toBe(1001);
  });
});
