// Commit → arrival across processes (issue 11): how long after the writer's NOTIFY of a block
// its stream update reaches subscribers of API processes, and whether subscribers on different
// API processes (or workers) receive the same updates. The measurer LISTENs on the writer's
// channel itself: PostgreSQL delivers a NOTIFY to every listener when the block commits, the
// API processes' listeners included, so "NOTIFY heard here" stands for "committed".
// Used by fanout-latency.ts (processes started by hand) and api-bench-scaled.ts.
import { createRequire } from 'node:module';
import pg from 'pg';
import { BLOCK_CHANNEL } from '../src/store/outbox.ts';

interface Ws {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { localAddress?: string },
) => Ws;

/** One subscriber: where it connects, from which local address, and the group it counts in. */
export interface FanoutTarget {
  api: string;
  localAddress?: string;
  /** Whose figures it adds to (an API process, or a worker of one). */
  group: string;
}

export interface FanoutResult {
  /** Per group: commit → arrival latencies, ms, sorted. */
  latencies: Map<string, number[]>;
  /** Blocks whose update the first subscriber of every group received, compared byte for byte. */
  compared: number;
  /** Of those, blocks whose update text differed between groups. */
  differing: number;
}

/**
 * `targets.length` subscribers of one market's market-data stream, held for `blocks` committed
 * blocks (counted by NOTIFY) plus a second for the last arrivals.
 */
export async function measureFanout(
  dbUrl: string,
  targets: readonly FanoutTarget[],
  blocks: number,
): Promise<FanoutResult> {
  const markets = (await (await fetch(`${targets[0]!.api}/api/v2/markets`)).json()) as {
    markets: { edges: { node: { id: string; state: string } }[] };
  };
  const market =
    markets.markets.edges.find((e) => e.node.state === 'STATE_ACTIVE') ?? markets.markets.edges[0]!;

  /** Block time (ns) → when its NOTIFY was heard (ms). */
  const committedAt = new Map<string, number>();
  /** Per subscriber: [block time, arrival ms, message text]. */
  const arrivals = targets.map(() => [] as [string, number, string][]);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const listener = new pg.Client({ connectionString: dbUrl });
  await listener.connect();
  let heard = 0;
  let done!: () => void;
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
    targets.map((target, i) => {
      const url = `${target.api.replace(/^http/, 'ws')}/api/v2/stream/markets/data?marketIds=${market.node.id}`;
      return new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(url, { localAddress: target.localAddress });
        sockets.push(ws);
        ws.on('open', () => resolve());
        ws.on('error', reject);
        ws.on('message', (data) => {
          const at = performance.now();
          const text = data.toString('utf8');
          const message = JSON.parse(text) as { result?: { marketData?: { timestamp: string }[] } };
          const time = message.result?.marketData?.[0]?.timestamp;
          if (time) arrivals[i]!.push([time, at, text]);
        });
      });
    }),
  );
  await listener.query(`LISTEN ${BLOCK_CHANNEL}`);
  await finished;
  for (const ws of sockets) ws.terminate();
  await listener.end();
  await db.end();

  const latencies = new Map<string, number[]>();
  for (const [i, list] of arrivals.entries()) {
    const mine = latencies.get(targets[i]!.group) ?? [];
    for (const [time, at] of list) {
      const committed = committedAt.get(time);
      if (committed !== undefined) mine.push(at - committed);
    }
    latencies.set(targets[i]!.group, mine);
  }
  for (const list of latencies.values()) list.sort((a, b) => a - b);

  // The first subscriber of each group stands for it: the same block's update must be the
  // same text everywhere (the writer stored it once; the API processes only relay it).
  const firsts = [...new Set(targets.map((t) => t.group))].map(
    (group) =>
      new Map(arrivals[targets.findIndex((t) => t.group === group)]!.map(([t, , m]) => [t, m])),
  );
  let compared = 0;
  let differing = 0;
  for (const [time, text] of firsts[0]!) {
    if (!firsts.every((f) => f.has(time))) continue;
    compared++;
    if (firsts.some((f) => f.get(time) !== text)) differing++;
  }
  return { latencies, compared, differing };
}
