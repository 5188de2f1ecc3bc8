// Commit → arrival across processes (issue 11): how long after the writer's NOTIFY of a block
// its stream update reaches subscribers of API processes. The bench LISTENs on the writer's
// channel itself: PostgreSQL delivers a NOTIFY to every listener when the block commits, the
// API processes' listeners included, so "NOTIFY heard here" stands for "committed".
//   DATABASE_URL=postgres://… API_URLS=http://127.0.0.1:3302,http://127.0.0.1:3303 \
//   SUBSCRIBERS=250 BLOCKS=60 npx tsx server/bench/fanout-latency.ts
// Needs a chain process and the API processes running on that database.
import { createRequire } from 'node:module';
import pg from 'pg';
import { BLOCK_CHANNEL } from '../src/store/outbox.ts';
import { percentile } from './bench-support.ts';

interface Ws {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Ws;

const dbUrl = process.env.DATABASE_URL;
const apis = (process.env.API_URLS ?? 'http://127.0.0.1:3302').split(',');
const subscribers = Number(process.env.SUBSCRIBERS ?? 250);
const blocks = Number(process.env.BLOCKS ?? 60);
if (!dbUrl) throw new Error('DATABASE_URL: the database the chain process writes to');

const markets = (await (await fetch(`${apis[0]}/api/v2/markets`)).json()) as {
  markets: { edges: { node: { id: string } }[] };
};
const marketId = markets.markets.edges[0]!.node.id;

/** Block time (ns) → when its NOTIFY was heard (ms). */
const committedAt = new Map<string, number>();
/** Per API: [block time, arrival ms] of every message. */
const arrivals = apis.map(() => [] as [string, number][]);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const listener = new pg.Client({ connectionString: dbUrl });
await listener.connect();
let heard = 0;
let done: () => void;
const finished = new Promise<void>((resolve) => (done = resolve));
listener.on('notification', (message) => {
  const at = performance.now();
  if (!message.payload || !/^\d+$/.test(message.payload)) return;
  void db
    .query<{ t: string }>('SELECT time_ns::text AS t FROM blocks WHERE height = $1', [
      message.payload,
    ])
    .then(({ rows }) => {
      if (rows[0]) committedAt.set(rows[0].t, at);
    });
  if (++heard >= blocks) setTimeout(done, 1000);
});

const sockets: Ws[] = [];
await Promise.all(
  Array.from({ length: subscribers }, (_, i) => {
    const api = i % apis.length;
    const url = `${apis[api]!.replace(/^http/, 'ws')}/api/v2/stream/markets/data?marketIds=${marketId}`;
    return new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url);
      sockets.push(ws);
      ws.on('open', () => resolve());
      ws.on('error', reject);
      ws.on('message', (data) => {
        const at = performance.now();
        const message = JSON.parse(data.toString('utf8')) as {
          result?: { marketData?: { timestamp: string }[] };
        };
        const time = message.result?.marketData?.[0]?.timestamp;
        if (time) arrivals[api]!.push([time, at]);
      });
    });
  }),
);
await listener.query(`LISTEN ${BLOCK_CHANNEL}`);
console.log(`${subscribers} subscribers over ${apis.length} API processes; ${blocks} blocks…`);
await finished;

for (const [i, list] of arrivals.entries()) {
  const latencies = list
    .filter(([time]) => committedAt.has(time))
    .map(([time, at]) => at - committedAt.get(time)!)
    .sort((a, b) => a - b);
  const fmt = (p: number) => percentile(latencies, p).toFixed(1);
  console.log(
    `${apis[i]}: ${latencies.length} deliveries, commit → arrival p50 ${fmt(50)} ms, p99 ${fmt(99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
}
for (const ws of sockets) ws.terminate();
await listener.end();
await db.end();
