/**
 * `npm run bench:slow-consumer` (its budget, docs/benchmarks.md): a slow stream consumer is cut
 * within 5 s, and the other readers' p99 stays within 20 % of the figure without it.
 *
 * The real app on a real port, the real chain making a block every BENCH_STREAM_GAP_MS (200)
 * after BENCH_STREAM_HISTORY blocks of history, its trades published as the node does. 20
 * readers of the trades stream in a child process (ws-subscribers.ts) measure commit → arrival.
 * The run alternates phases of BENCH_SLOW_BLOCKS blocks: without a slow consumer, then with one
 * always there — a socket that asks for the same stream and never reads a byte; when the server
 * cuts it (its slow-consumer count goes up) the next one connects at once, so a stalled reader
 * piles up data throughout the phase, as the probe's did for 30 s. Cut time: from the stalled
 * socket's connect to the server counting it slow.
 */
import { connect, type Socket } from 'node:net';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/store/database.ts';
import { LiveHub } from '../src/streams/live-hub.ts';
import { publishBlock } from '../src/streams/publish-block.ts';
import {
  dbLabel,
  env,
  listen,
  mark,
  ms,
  STREAM_GAP_MS,
  STREAM_HISTORY,
} from './api-bench-common.ts';
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

const READERS = env('BENCH_SLOW_READERS', 20);
const PHASE_BLOCKS = env('BENCH_SLOW_BLOCKS', 50);
const ROUNDS = env('BENCH_SLOW_ROUNDS', 3);
const PATH = '/api/v2/stream/trades';

/** A WebSocket upgrade on a raw socket that never reads what it is sent. */
function stalledReader(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  socket.on('error', () => undefined); // reset by the server's cut
  socket.write(
    `GET ${PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  return socket;
}

export async function slowConsumerPart() {
  const hub = new LiveHub();
  const commitAt = new Map<string, number>();
  let withTrades = 0;
  const db: Database = await openBenchDatabase();
  const { chain } = await startChain(db, STREAM_HISTORY, (out) => {
    if (out.trades.length > 0) {
      commitAt.set(out.timeNs.toString(), wallMs());
      withTrades++;
    }
    publishBlock(hub, out);
  });
  const app = await buildApp({ db, hub, logLevel: 'warn', rateLimit: false });
  const origin = await listen(app);
  const port = Number(new URL(origin).port);
  const stats = app.streamConnections.stats;

  const readers = new ChildProcess<SubscriberCommand, Opened | Received>('./ws-subscribers.ts');
  const delays = { without: [] as number[], with: [] as number[] };
  const cuts: number[] = [];
  let expected = 0;
  let received = 0;

  for (let round = 0; round < ROUNDS; round++) {
    for (const phase of ['without', 'with'] as const) {
      const urls = Array.from({ length: READERS }, () => `${origin.replace('http', 'ws')}${PATH}`);
      const opened = (await readers.ask({ cmd: 'open', urls })) as Opened;
      if (opened.opened !== READERS) throw new Error(`only ${opened.opened} readers opened`);
      const before = withTrades;
      let stalled: { socket: Socket; at: number; cutsBefore: number } | undefined;
      const renew = () => {
        stalled?.socket.destroy();
        stalled = {
          socket: stalledReader(port),
          at: performance.now(),
          cutsBefore: stats.slowConsumersClosed,
        };
      };
      if (phase === 'with') renew();
      const watch = setInterval(() => {
        if (stalled && stats.slowConsumersClosed > stalled.cutsBefore) {
          cuts.push(performance.now() - stalled.at);
          renew();
        }
      }, 20);
      for (let i = 0; i < PHASE_BLOCKS; i++) {
        await chain.advance(1);
        await sleep(STREAM_GAP_MS);
      }
      clearInterval(watch);
      stalled?.socket.destroy();
      await sleep(1000);
      const got = (await readers.ask({ cmd: 'collect' })) as Received;
      const phaseDelays = got.map(([, key, at]) => at - (commitAt.get(key) ?? Number.NaN));
      if (phaseDelays.some(Number.isNaN)) throw new Error('a message of no committed block');
      delays[phase].push(...phaseDelays);
      // Every reader gets a message per block with trades (at most 50 trades a message).
      expected += (withTrades - before) * READERS;
      received += new Set(got.map(([socket, key]) => `${socket} ${key}`)).size;
    }
  }
  readers.stop();

  const p99 = { without: percentile(delays.without, 99), with: percentile(delays.with, 99) };
  const ratio = p99.with / p99.without;
  const worstCut = maxOf(cuts);
  printTable(
    `Slow consumer (${READERS} readers of the trades stream; ${ROUNDS} × ${PHASE_BLOCKS} blocks ` +
      `${STREAM_GAP_MS} ms apart without, then with, a stalled reader; ${STREAM_HISTORY} blocks ` +
      `of history, ${dbLabel()})`,
    [
      ['readers, commit → arrival', 'messages', 'p50 ms', 'p99 ms', 'max ms'],
      ...(['without', 'with'] as const).map((phase) => [
        `${phase} a stalled reader`,
        fmt(delays[phase].length),
        ms(percentile(delays[phase], 50)),
        ms(p99[phase]),
        ms(maxOf(delays[phase])),
      ]),
    ],
  );
  printTable('Slow consumer: budget', [
    ['stalled readers cut', fmt(cuts.length)],
    ['cut after (ms): median / max', `${ms(percentile(cuts, 50))} / ${ms(worstCut)}`],
    ['cut within 5 s', `${mark(cuts.length > 0 && worstCut <= 5000)} (${ms(worstCut)} ms)`],
    ['readers p99 with / without', `${ratio.toFixed(2)} (${ms(p99.with)} / ${ms(p99.without)} ms)`],
    ['readers p99 within 20 % of without', mark(ratio <= 1.2)],
    ['readers: block messages received / expected', `${fmt(received)} / ${fmt(expected)}`],
    ['sockets cut that were not stalled readers', fmt(stats.slowConsumersClosed - cuts.length)],
  ]);
  await app.close();
  await db.close();
}
