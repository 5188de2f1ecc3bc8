import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockOutput } from '../../src/chain/engine/block/block-output.ts';
import { observeEventBusResultSchema, type BusEvent } from '#contract/event-bus.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';
import type { StreamClient } from './ws-client.ts';

let s: ChainStreams;
beforeAll(async () => {
  s = await startChainStreams(60);
}, 60_000);
afterAll(() => s.stop());

const PATH = STREAMS.eventBus.path;
const events = (client: StreamClient): BusEvent[] =>
  resultsOf(client, observeEventBusResultSchema).flatMap((r) => r.events);

describe('event bus stream', () => {
  it('sends every block as its time update, orders and trades, ids numbered per block', async () => {
    const client = await s.open(`${PATH}?type=BUS_EVENT_TYPE_ALL`);
    const outputs: BlockOutput[] = await s.chain.advance(3);
    await settle(
      client,
      () => events(client).filter((e) => e.type === 'BUS_EVENT_TYPE_TIME_UPDATE').length,
      3,
    );
    const received = events(client);
    for (const out of outputs) {
      const height = out.height.toString();
      const mine = received.filter((e) => e.block === height);
      expect(mine.map((e) => e.id)).toEqual(mine.map((_e, i) => `${height}-${i}`));
      expect(mine[0]).toEqual({
        id: `${height}-0`,
        block: height,
        type: 'BUS_EVENT_TYPE_TIME_UPDATE',
        timeUpdate: { timestamp: out.timeNs.toString() },
      });
      expect(mine.filter((e) => e.order).map((e) => e.order?.id)).toEqual([...out.orders.keys()]);
      expect(mine.filter((e) => e.trade).map((e) => e.trade?.id)).toEqual(
        out.trades.map((t) => t.trade.id),
      );
      expect(mine.filter((e) => e.type === 'BUS_EVENT_TYPE_ORDER')).toHaveLength(out.orders.size);
    }
    // On the wire the type is the reference's integer (BUS_EVENT_TYPE_TIME_UPDATE = 2).
    const wire = raw(client, 0).result.events as { type: number }[];
    expect(wire[0]?.type).toBe(2);
  });

  it("keeps only the chosen types and a party's events", async () => {
    const [top] = await s.db.query<{ party: string }>(
      `SELECT party FROM (SELECT buyer AS party FROM trades UNION ALL SELECT seller FROM trades) t
       GROUP BY party ORDER BY count(*) DESC, party LIMIT 1`,
    );
    const party = top!.party;
    const client = await s.open(`${PATH}?type=BUS_EVENT_TYPE_TRADE&type=8&partyId=${party}`);
    const outputs: BlockOutput[] = [];
    const mine = () =>
      outputs
        .flatMap((o) => o.trades.map((t) => t.trade))
        .filter((t) => t.buyer === party || t.seller === party);
    while (mine().length < 2 && outputs.length < 60) outputs.push(...(await s.chain.advance(5)));
    expect(mine().length).toBeGreaterThanOrEqual(2);
    await settle(client, () => events(client).length, mine().length);
    expect(events(client).map((e) => e.trade?.id)).toEqual(mine().map((t) => t.id));
    expect(events(client).every((e) => e.type === 'BUS_EVENT_TYPE_TRADE')).toBe(true);
  });

  it("carries the block's deposits, withdrawals and transfers", async () => {
    const client = await s.open(
      `${PATH}?type=BUS_EVENT_TYPE_DEPOSIT&type=BUS_EVENT_TYPE_WITHDRAWAL&type=BUS_EVENT_TYPE_TRANSFER`,
    );
    const outputs: BlockOutput[] = [];
    const expected = () =>
      outputs.flatMap((o) => [
        ...o.deposits.map((d) => `deposit ${d.deposit.id}`),
        ...[...o.governance.withdrawals.values()].map((w) => `withdrawal ${w.withdrawal.id}`),
        ...[...o.governance.transfers.values()].map((t) => `transfer ${t.transfer.id}`),
      ]);
    const kinds = () => new Set(expected().map((e) => e.split(' ')[0]));
    while (kinds().size < 2 && outputs.length < 120) outputs.push(...(await s.chain.advance(5)));
    expect(kinds().size, 'blocks with funds movements of two kinds').toBeGreaterThanOrEqual(2);
    await settle(client, () => events(client).length, expected().length);
    const got = events(client).map((e) =>
      e.deposit
        ? `deposit ${e.deposit.id}`
        : e.withdrawal
          ? `withdrawal ${e.withdrawal.id}`
          : `transfer ${e.transfer?.id}`,
    );
    expect(got).toEqual(expected());
  });

  it('takes the subscription as the first message; with a batch size, each batch waits for an acknowledgement', async () => {
    const client = await s.open(PATH);
    client.ws.send(
      JSON.stringify({
        type: ['BUS_EVENT_TYPE_TIME_UPDATE', 'BUS_EVENT_TYPE_ORDER'],
        batchSize: 2,
      }),
    );
    // The subscription starts once the message is read: wait for a first batch.
    const outputs = await s.chain.advance(1);
    await client.until(() => client.messages.length > 0, 'a first batch');
    outputs.push(...(await s.chain.advance(2)));
    await roundTrip(client);
    // Three blocks of events are waiting, but none goes out before the first is acknowledged.
    expect(client.messages).toHaveLength(1);
    for (let n = 2; n <= 5; n++) {
      client.ws.send('{}');
      await client.until(() => client.messages.length >= n, `batch ${n}`);
      await roundTrip(client);
      expect(client.messages, 'one batch per acknowledgement').toHaveLength(n);
    }
    const results = resultsOf(client, observeEventBusResultSchema);
    expect(results.every((r) => r.events.length >= 1 && r.events.length <= 2)).toBe(true);
    // In block order, nothing skipped: each block's time update, then its orders.
    const expected = outputs.flatMap((o) => [
      `time ${o.height}`,
      ...[...o.orders.keys()].map((id) => `order ${id}`),
    ]);
    const got = events(client).map((e) => (e.order ? `order ${e.order.id}` : `time ${e.block}`));
    expect(got).toEqual(expected.slice(0, got.length));
  });

  it('ends a stream with a batch size whose client does not acknowledge in time', async () => {
    const client = await s.open(`${PATH}?type=BUS_EVENT_TYPE_TIME_UPDATE&batchSize=1`);
    await s.chain.advance(1);
    await client.until(() => client.messages.length > 0, 'a first batch');
    const closed = await client.closed;
    expect(closed.code).toBe(1008);
    const last = client.messages.at(-1) as { error?: { code: number; message: string } };
    expect(last.error?.code).toBe(3);
    expect(JSON.stringify(last.error)).toContain('no acknowledgement within 5 s');
  }, 15_000);

  it.each([
    ['no type', `${PATH}?partyId=network`, DetailCode.MALFORMED_REQUEST],
    [
      'the unspecified type',
      `${PATH}?type=BUS_EVENT_TYPE_UNSPECIFIED`,
      DetailCode.MALFORMED_REQUEST,
    ],
    ['an unknown type', `${PATH}?type=BUS_EVENT_TYPE_NOPE`, DetailCode.INVALID_FILTER],
    ['a batch over 1000', `${PATH}?type=1&batchSize=1001`, DetailCode.MALFORMED_REQUEST],
    ['a malformed market id', `${PATH}?type=1&marketId=abc`, DetailCode.MALFORMED_REQUEST],
  ])('refuses %s', async (_what, url, code) => {
    const client = await s.open(url);
    await expectRefused(client, 3, code);
  });

  it('refuses a first message that is not a JSON object', async () => {
    const client = await s.open(PATH);
    client.ws.send('type=1');
    await expectRefused(client, 3, DetailCode.MALFORMED_REQUEST);
  });
});

/** After the pong to our ping, every message the server sent before it has arrived. */
const roundTrip = (client: StreamClient) =>
  new Promise<void>((resolve) => {
    const ws = client.ws as unknown as { ping(): void; once(e: 'pong', f: () => void): void };
    ws.once('pong', resolve);
    ws.ping();
  });
