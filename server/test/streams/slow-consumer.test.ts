import { afterEach, describe, expect, it } from 'vitest';
import { items, meta, startStreamApp, TOPIC, type StreamApp, type TestItem } from './stream-app.ts';
import { StreamClient } from './ws-client.ts';

let server: StreamApp | undefined;
const clients: StreamClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.ws.terminate();
  await server?.close();
  server = undefined;
});

const ids = (messages: unknown[]) =>
  (messages as { result?: { updates?: { orders: TestItem[] } } }[])
    .flatMap((m) => m.result?.updates?.orders ?? [])
    .map((item) => item.id);

describe('slow stream consumers (default limits)', () => {
  it('cuts a reader that stopped reading within 5 s; another reader gets everything', async () => {
    server = await startStreamApp();
    const s = server;
    const connect = async () => {
      const client = await StreamClient.connect(s.url('/test/stream/orders'));
      clients.push(client);
      await client.waitForMessages(1); // the (empty) snapshot
      return client;
    };
    const fast = await connect();
    const slow = await connect();
    const wss = (s.app as unknown as { websocketServer: { clients: Set<unknown> } })
      .websocketServer;
    expect(wss.clients.size).toBe(2);

    // ~500 KB/s of updates (50 items of ~1 KB every 100 ms), a busy market's worth.
    const pad = 'p'.repeat(1000);
    let published = 0;
    const publish = () => {
      s.hub.publish(TOPIC, items(published * 50, 50, 'alice', pad), meta(published));
      published++;
    };
    publish();
    await slow.waitForMessages(2);
    slow.ws.pause(); // stops reading: its kernel buffers fill, then ours
    const paused = performance.now();
    let cutMs: number | undefined;
    let closedMs: number | undefined;
    while (closedMs === undefined && performance.now() - paused < 20_000) {
      publish();
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (cutMs === undefined && s.hub.subscriberCount(TOPIC) === 1)
        cutMs = performance.now() - paused;
      if (wss.clients.size === 1) closedMs = performance.now() - paused;
    }
    console.log(
      `slow consumer: unsubscribed ${cutMs?.toFixed(0)} ms and its socket closed ${closedMs?.toFixed(0)} ms after it stopped reading (${published} publishes of ~50 KB)`,
    );
    expect(cutMs).toBeLessThan(5_000);
    expect(closedMs).toBeLessThan(5_000);
    expect(s.app.streamConnections.stats.slowConsumersClosed).toBe(1);

    // The other reader was never cut and has every item, in order.
    await fast.until(() => ids(fast.messages).length === published * 50, 'every item', 10_000);
    expect(ids(fast.messages)).toEqual(Array.from({ length: published * 50 }, (_, i) => i));
    expect(fast.closeInfo).toBeUndefined();
  }, 60_000);

  it('leaves a reader that keeps up alone, however long it listens', async () => {
    server = await startStreamApp({ lagProbeMs: 50, maxLagMs: 300 });
    const s = server;
    const reader = await StreamClient.connect(s.url('/test/stream/orders'));
    clients.push(reader);
    await reader.waitForMessages(1);
    for (let i = 0; i < 30; i++) {
      s.hub.publish(TOPIC, items(i * 10, 10), meta(i));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await reader.until(() => ids(reader.messages).length === 300, 'every item');
    expect(s.app.streamConnections.stats.slowConsumersClosed).toBe(0);
    expect(reader.closeInfo).toBeUndefined();
  });
});
