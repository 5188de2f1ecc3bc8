// Commit → arrival across processes: how long after the writer's NOTIFY of a block
// its stream update reaches subscribers of API processes, and whether subscribers on different
// API processes (or workers) receive the same updates. The measurer LISTENs on the writer's
// channel itself: PostgreSQL delivers a NOTIFY to every listener when the block commits, the
// API processes' listeners included, so "NOTIFY heard here" stands for "committed".
//
// The subscribers live in a child process (ws-subscribers.ts) and this process only listens:
// each side stamps wall-clock times on an event loop that has nothing else to do. (With the
// sockets here, a NOTIFY heard while 250 messages were being read was stamped late, some
// arrivals came out before their commit, and one worker's messages waited behind the other's.)
// Used by fanout-latency.ts (processes started by hand) and api-bench-scaled.ts.
import pg from 'pg';
import { BLOCK_CHANNEL } from '../src/store/outbox.ts';
import { ChildProcess } from './bench-support.ts';
import type { Opened, Received, SubscriberCommand } from './ws-subscribers.ts';

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

const wallMs = () => performance.timeOrigin + performance.now();

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
  const groups = [...new Set(targets.map((t) => t.group))];
  // The first subscriber of each group stands for it in the byte-for-byte comparison.
  const firsts = groups.map((group) => targets.findIndex((t) => t.group === group));

  /** Block time (ns) → when its NOTIFY was heard (wall-clock ms). */
  const committedAt = new Map<string, number>();
  /** Height → when its NOTIFY was heard, until its block time is read. */
  const heardAt = new Map<string, number>();
  const subscribers = new ChildProcess<SubscriberCommand, Opened | Received>('./ws-subscribers.ts');
  const listener = new pg.Client({ connectionString: dbUrl });
  try {
    const opened = (await subscribers.ask({
      cmd: 'open',
      urls: targets.map(
        (t) =>
          `${t.api.replace(/^http/, 'ws')}/api/v2/stream/markets/data?marketIds=${market.node.id}`,
      ),
      localAddresses: targets.map((t) => t.localAddress ?? '127.0.0.1'),
      keepText: firsts,
    })) as Opened;
    if (opened.opened !== targets.length)
      throw new Error(`only ${opened.opened} of ${targets.length} subscribers connected`);
    await listener.connect();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    listener.on('notification', (message) => {
      const at = wallMs();
      if (!message.payload || !/^\d+$/.test(message.payload)) return;
      heardAt.set(message.payload, at);
      if (heardAt.size === blocks) setTimeout(done, 1000);
    });
    await listener.query(`LISTEN ${BLOCK_CHANNEL}`);
    await finished;
    const received = (await subscribers.ask({ cmd: 'collect' })) as Received;
    // Block times read after the run: no query competes with the stamping.
    const { rows } = await listener.query<{ height: string; t: string }>(
      'SELECT height::text AS height, time_ns::text AS t FROM blocks WHERE height = ANY($1::bigint[])',
      [[...heardAt.keys()]],
    );
    for (const row of rows) committedAt.set(row.t, heardAt.get(row.height)!);
    return summarise(targets, groups, firsts, received, committedAt);
  } finally {
    subscribers.stop();
    await listener.end().catch(() => {});
  }
}

function summarise(
  targets: readonly FanoutTarget[],
  groups: readonly string[],
  firsts: readonly number[],
  received: Received,
  committedAt: ReadonlyMap<string, number>,
): FanoutResult {
  const latencies = new Map(groups.map((g) => [g, [] as number[]]));
  /** Per group's first subscriber: block time → message text. */
  const texts = firsts.map(() => new Map<string, string>());
  for (const [socket, key, at, text] of received) {
    const committed = committedAt.get(key);
    if (committed === undefined) continue;
    latencies.get(targets[socket]!.group)!.push(at - committed);
    const first = firsts.indexOf(socket);
    if (first >= 0 && text !== undefined) texts[first]!.set(key, text);
  }
  for (const list of latencies.values()) list.sort((a, b) => a - b);

  // The same block's update must be the same text everywhere (the writer stored it once; the
  // API processes only relay it).
  let compared = 0;
  let differing = 0;
  for (const [time, text] of texts[0]!) {
    if (!texts.every((t) => t.has(time))) continue;
    compared++;
    if (texts.some((t) => t.get(time) !== text)) differing++;
  }
  return { latencies, compared, differing };
}
