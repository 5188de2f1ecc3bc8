import { afterEach, describe, expect, it } from 'vitest';
import { PublishedBatch } from '../../src/streams/live-hub.ts';
import type { StreamReplay } from '../../src/streams/outbox-replay.ts';
import { items, meta, startStreamApp, TOPIC, type StreamApp } from './stream-app.ts';
import { StreamClient } from './ws-client.ts';

// A stream opened with fromHeight at the edge of retention: housekeeping prunes the oldest
// stored blocks while the replay reads them. The client must not be told the replay was whole
// (a snapshot stream sends no snapshot then, so it would keep a state missing those blocks).

/**
 * Stored blocks 11–13 of the test topic, one item each (id = height). The edge of the unit:
 * reading block 11 lets the pruning run, which removes 12 before it is read, as the outbox's
 * housekeeping would between two reads.
 */
class PrunedWhileRead implements StreamReplay {
  private stored = new Map([11n, 12n, 13n].map((h) => [h, items(Number(h), 1)]));
  head = () => 13n;
  holds(after: bigint, upTo: bigint) {
    let whole = true;
    for (let h = after + 1n; h <= upTo; h++) whole &&= this.stored.has(h);
    return Promise.resolve(whole);
  }
  async *batches(_topic: string, after: bigint, upTo: bigint) {
    for (let h = after + 1n; h <= upTo; h++) {
      const block = this.stored.get(h);
      if (block) yield new PublishedBatch(TOPIC, block, meta(Number(h)));
      if (h === 11n) this.stored.delete(12n);
    }
  }
}

let server: StreamApp | undefined;
let client: StreamClient | undefined;
afterEach(async () => {
  client?.ws.terminate();
  await server?.close();
});

describe('a replay cut short by pruning', () => {
  it('says whole:false after what it sent, then sends the snapshot', async () => {
    server = await startStreamApp({ replay: new PrunedWhileRead() });
    server.snapshot.items = items(500, 2);
    client = await StreamClient.connect(server.url('/test/stream/orders?fromHeight=10'));
    await client.waitForMessages(4);
    expect(client.messages).toEqual([
      { result: { updates: { orders: [{ id: 11, party: 'alice' }] } }, height: '11' },
      { result: { updates: { orders: [{ id: 13, party: 'alice' }] } }, height: '13' },
      { resumed: { fromHeight: '10', toHeight: '13', whole: false } },
      { result: { snapshot: { orders: items(500, 2), lastPage: true } } },
    ]);
  });
});
