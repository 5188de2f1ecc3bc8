// The bench data node of budget 3: the real node's REST answers (proxied), and for one market
// a book of its own — the depth snapshot and `/api/v2/stream/markets/depth/updates` — that it
// changes at a chosen rate. The explorer is pointed at it with `?node=`.
import type { LatestMarketDepth, MarketDepthUpdate, PriceLevel } from '#contract/market-depth.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { startFakeNode } from './fake-node.ts';

interface Level {
  volume: bigint;
  orders: bigint;
}

/** Deterministic numbers in [0, 1) (mulberry32), so every run sends the same updates. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sortedLevels = (side: Map<bigint, Level>, descending: boolean): PriceLevel[] =>
  [...side]
    .sort(([a], [b]) => (descending ? (a > b ? -1 : 1) : a < b ? -1 : 1))
    .map(([price, level]) => ({
      price: price.toString(),
      numberOfOrders: level.orders.toString(),
      volume: level.volume.toString(),
    }));

/**
 * A book that starts as the real market's snapshot and then changes one level per update:
 * new prices, new volumes and removals, all within the ~20 best levels of each side (what the
 * explorer's table shows), never crossing the mid price.
 */
export class BenchBook {
  readonly buy = new Map<bigint, Level>();
  readonly sell = new Map<bigint, Level>();
  sequence: bigint;
  private readonly mid: bigint;
  private readonly band: bigint;
  private readonly rng = random(20_260_101);

  constructor(readonly snapshot: LatestMarketDepth) {
    for (const l of snapshot.buy)
      this.buy.set(BigInt(l.price), { volume: BigInt(l.volume), orders: BigInt(l.numberOfOrders) });
    for (const l of snapshot.sell)
      this.sell.set(BigInt(l.price), {
        volume: BigInt(l.volume),
        orders: BigInt(l.numberOfOrders),
      });
    this.sequence = BigInt(snapshot.sequenceNumber);
    const bids = sortedLevels(this.buy, true);
    const asks = sortedLevels(this.sell, false);
    if (bids.length === 0 || asks.length === 0) throw new Error('the market needs bids and asks');
    this.mid = (BigInt(bids[0]!.price) + BigInt(asks[0]!.price)) / 2n;
    const deep = [bids[Math.min(19, bids.length - 1)]!, asks[Math.min(19, asks.length - 1)]!];
    this.band = deep
      .map((l) =>
        BigInt(l.price) > this.mid ? BigInt(l.price) - this.mid : this.mid - BigInt(l.price),
      )
      .reduce((a, b) => (a > b ? a : b), 20n);
  }

  /** `GET /api/v2/market/depth/{id}/latest` now (REST form). */
  latest(): LatestMarketDepth {
    return {
      ...this.snapshot,
      buy: sortedLevels(this.buy, true),
      sell: sortedLevels(this.sell, false),
      sequenceNumber: this.sequence.toString(),
    };
  }

  private randomInt(n: number) {
    return Math.floor(this.rng() * n);
  }

  /** Changes one level and returns the update that says so (REST form). */
  next(): MarketDepthUpdate {
    const isBuy = this.rng() < 0.5;
    const side = isBuy ? this.buy : this.sell;
    const inBand = [...side.keys()].filter(
      (p) => (isBuy ? this.mid - p : p - this.mid) <= this.band,
    );
    const roll = this.rng();
    let price: bigint;
    let level: Level;
    if (roll < 0.3 && inBand.length > 0) {
      price = inBand[this.randomInt(inBand.length)]!;
      level = { volume: 0n, orders: 0n };
    } else {
      const offset = 1n + BigInt(this.randomInt(Number(this.band)));
      price =
        roll < 0.7 && inBand.length > 0
          ? inBand[this.randomInt(inBand.length)]!
          : isBuy
            ? this.mid - offset
            : this.mid + offset;
      if (price < 1n) price = 1n;
      level = { volume: BigInt(1 + this.randomInt(50_000)), orders: BigInt(1 + this.randomInt(5)) };
    }
    if (level.volume === 0n) side.delete(price);
    else side.set(price, level);
    const changed: PriceLevel = {
      price: price.toString(),
      numberOfOrders: level.orders.toString(),
      volume: level.volume.toString(),
    };
    const previous = this.sequence;
    this.sequence += 1n;
    return {
      marketId: this.snapshot.marketId,
      buy: isBuy ? [changed] : [],
      sell: isBuy ? [] : [changed],
      sequenceNumber: this.sequence.toString(),
      previousSequenceNumber: previous.toString(),
    };
  }
}

export interface BookNode {
  base: string;
  book: BenchBook;
  /** Snapshot reads of the bench market so far (the first load, then one per gap/reopen). */
  snapshotReads(): number;
  subscribers(): number;
  /** Sends `rate` updates per second, one level each, for `durationMs`. */
  burst(rate: number, durationMs: number): Promise<{ sent: number; elapsedMs: number }>;
}

export async function startBookNode(
  port: number,
  realBase: string,
  book: BenchBook,
): Promise<BookNode> {
  const { app, proxy, listen } = await startFakeNode(realBase);
  const sockets = new Set<{ send(data: string): void; readyState: number }>();
  let snapshotReads = 0;

  app.get<{ Params: { id: string } }>('/api/v2/market/depth/:id/latest', async (request, reply) => {
    if (request.params.id !== book.snapshot.marketId) return proxy(request, reply);
    snapshotReads += 1;
    return reply.send(book.latest());
  });

  app.route<{ Querystring: { marketIds?: string | string[] } }>({
    method: 'GET',
    url: STREAMS.marketsDepthUpdates.path,
    handler: (_request, reply) => reply.code(426).send(),
    wsHandler: (socket, request) => {
      const ids = [request.query.marketIds ?? []].flat();
      socket.on('message', () => {});
      if (!ids.includes(book.snapshot.marketId)) return; // other markets: silent
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    },
  });
  await listen(port);

  const resultSchema = STREAMS.marketsDepthUpdates.result;
  const send = (update: MarketDepthUpdate) => {
    // Exactly as the data node writes it: stream encoding (defaults such as a removed level's
    // volume "0" omitted), `{"result": {"update": [...]}}`.
    const text = JSON.stringify({ result: toStreamForm(resultSchema, { update: [update] }) });
    for (const socket of sockets) if (socket.readyState === 1) socket.send(text);
  };

  return {
    base: `http://127.0.0.1:${port}`,
    book,
    snapshotReads: () => snapshotReads,
    subscribers: () => sockets.size,
    burst(rate, durationMs) {
      const total = Math.round((rate * durationMs) / 1000);
      return new Promise((resolve) => {
        const started = performance.now();
        let sent = 0;
        // Every few ms, send what is due by now: an even 1,000/s although timers are coarse.
        const timer = setInterval(() => {
          const elapsed = performance.now() - started;
          const due = Math.min(total, Math.floor((elapsed * rate) / 1000));
          while (sent < due) {
            send(book.next());
            sent += 1;
          }
          if (sent >= total) {
            clearInterval(timer);
            resolve({ sent, elapsedMs: performance.now() - started });
          }
        }, 4);
      });
    },
  };
}
