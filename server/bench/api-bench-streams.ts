/** `npm run bench:api` part `streams`: 250 trades-stream subscribers, commit → arrival. */
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/store/database.ts';
import { LiveHub } from '../src/streams/live-hub.ts';
import { publishBlock } from '../src/streams/publish-block.ts';
import { openBenchDatabase, startChain } from './api-seed.ts';
import {
  ChildProcess,
  fmt,
  maxOf,
  percentile,
  printTable,
  sleep,
  wallMs,
} from './bench-support.ts';
import type { Opened, Received, SubscriberCommand } from './ws-subscribers.ts';

import {
  SUBSCRIBERS,
  STREAM_HISTORY,
  STREAM_BLOCKS,
  STREAM_GAP_MS,
  dbLabel,
  ms,
  mark,
  listen,
} from './api-bench-common.ts';

// ---------------------------------------------------------------------------------------------
// Streams: 250 subscribers of the trades stream, delay from commit to arrival.

interface Delays {
  delays: number[];
  received: number;
  expected: number;
}

function delayRow(label: string, d: Delays): string[] {
  return [
    label,
    `${fmt(d.received)} / ${fmt(d.expected)}`,
    ms(percentile(d.delays, 50)),
    ms(percentile(d.delays, 99)),
    ms(maxOf(d.delays)),
  ];
}

export async function streamsPart() {
  let serialised = 0;
  let serialisedBytes = 0;
  let published = 0;
  const hub = new LiveHub({
    serialize: (item) => {
      const text = JSON.stringify(item);
      serialised++;
      serialisedBytes += text.length;
      return text;
    },
  });
  // Wall time of each block's commit, by block time (the trades' timestamp), and the trades
  // of each block per market, for the count of messages every subscriber should get.
  const commitAt = new Map<string, number>();
  const tradesPerBlock: Map<string, number>[] = [];
  const db: Database = await openBenchDatabase();
  const { chain } = await startChain(db, STREAM_HISTORY, (out) => {
    const at = wallMs();
    if (hub.subscriberCount('trades') > 0 && out.trades.length > 0) {
      commitAt.set(out.timeNs.toString(), at);
      published += out.trades.length;
      const perMarket = new Map<string, number>();
      for (const { trade } of out.trades)
        perMarket.set(trade.marketId, (perMarket.get(trade.marketId) ?? 0) + 1);
      tradesPerBlock.push(perMarket);
    }
    publishBlock(hub, out);
  });

  const app = await buildApp({ db, hub, logLevel: 'warn', rateLimit: false });
  // Baseline: the same sockets count, sent one pre-built message per publish, no hub.
  const broadcast = new Set<{ send(data: string): void }>();
  app.get('/bench/broadcast', { websocket: true }, (socket) => {
    broadcast.add(socket);
    socket.on('close', () => broadcast.delete(socket));
  });
  const origin = (await listen(app)).replace('http', 'ws');
  const markets = chain.state.markets.map((m) => m.id);
  // Most subscribers take every trade (one shared message per publish); some filter by market
  // (their own message, made of the same serialised items).
  const filtered = Math.floor(SUBSCRIBERS * 0.4);
  const urls = Array.from({ length: SUBSCRIBERS }, (_, i) =>
    i < filtered
      ? `${origin}/api/v2/stream/trades?marketIds=${markets[i % markets.length]}`
      : `${origin}/api/v2/stream/trades`,
  );
  const subscribers = new ChildProcess<SubscriberCommand, Opened | Received>('./ws-subscribers.ts');
  const opened = (await subscribers.ask({ cmd: 'open', urls })) as Opened;
  if (opened.opened !== SUBSCRIBERS)
    throw new Error(`only ${opened.opened} of ${SUBSCRIBERS} stream connections opened`);

  const blockTimes: number[] = [];
  for (let i = 0; i < STREAM_BLOCKS; i++) {
    const t = performance.now();
    await chain.advance(1);
    blockTimes.push(performance.now() - t);
    await sleep(STREAM_GAP_MS);
  }
  await sleep(1000);
  const received = (await subscribers.ask({ cmd: 'collect' })) as Received;
  const expectedFor = (url: string) => {
    const market = new URL(url).searchParams.get('marketIds');
    let n = 0;
    for (const perMarket of tradesPerBlock) {
      const count = market
        ? (perMarket.get(market) ?? 0)
        : [...perMarket.values()].reduce((a, b) => a + b, 0);
      n += Math.ceil(count / 50);
    }
    return n;
  };
  const stream: Delays = {
    delays: received.map(([, key, at]) => at - (commitAt.get(key) ?? Number.NaN)),
    received: received.length,
    expected: urls.reduce((n, url) => n + expectedFor(url), 0),
  };
  if (stream.delays.some(Number.isNaN)) throw new Error('a message of no committed block');
  // BENCH_DEBUG=1: per publish, first / median / last arrival. A publish whose first arrival
  // is late was held up before anything was sent (a pause of the server or the machine).
  if (process.env.BENCH_DEBUG) {
    const perPublish = new Map<string, number[]>();
    for (const [, key, at] of received) {
      const list = perPublish.get(key) ?? [];
      list.push(at - commitAt.get(key)!);
      perPublish.set(key, list);
    }
    for (const [key, list] of perPublish) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(key, list.length, ms(sorted[0]!), ms(percentile(sorted, 50)), ms(sorted.at(-1)!));
    }
  }

  // Baseline: as many publishes, same cadence, a message of the average size, to raw sockets.
  const averageBytes = Math.round(serialisedBytes / Math.max(1, commitAt.size));
  const opened2 = (await subscribers.ask({
    cmd: 'open',
    urls: Array.from({ length: SUBSCRIBERS }, () => `${origin}/bench/broadcast`),
  })) as Opened;
  if (opened2.opened !== SUBSCRIBERS) throw new Error('baseline sockets did not open');
  const padding = 'x'.repeat(averageBytes);
  for (let i = 0; i < commitAt.size; i++) {
    const text = JSON.stringify({ sentAt: wallMs(), padding });
    for (const socket of broadcast) socket.send(text);
    await sleep(STREAM_GAP_MS + percentile(blockTimes, 50));
  }
  await sleep(1000);
  const raw = (await subscribers.ask({ cmd: 'collect' })) as Received;
  const baseline: Delays = {
    delays: raw.map(([, key, at]) => at - Number(key)),
    received: raw.length,
    expected: commitAt.size * SUBSCRIBERS,
  };
  subscribers.stop();

  const p99 = percentile(stream.delays, 99);
  printTable(
    `Trades stream (${SUBSCRIBERS} WebSocket subscribers, ${filtered} of them filtered by market; ` +
      `${STREAM_BLOCKS} blocks ${STREAM_GAP_MS} ms apart after ${STREAM_HISTORY} of history, ${dbLabel()})`,
    [
      ['delay, commit → arrival', 'messages received / expected', 'p50 ms', 'p99 ms', 'max ms'],
      delayRow('trades stream', stream),
      delayRow('baseline: one pre-built message per publish, raw sockets', baseline),
    ],
  );
  printTable('Trades stream: budget and serialisation', [
    ['p99 ≤ 50 ms', `${mark(p99 <= 50)} (${ms(p99)} ms)`],
    ['blocks with trades (publishes)', fmt(commitAt.size)],
    ['trades published', fmt(published)],
    ['item serialisations', fmt(serialised)],
    ['serialisations per published trade', (serialised / Math.max(1, published)).toFixed(2)],
    ['block execution + commit p50 ms', ms(percentile(blockTimes, 50))],
  ]);
  await app.close();
  await db.close();
}
