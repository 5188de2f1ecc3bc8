// The bench data node of the candles budget: the real node's REST answers (proxied), and for
// one candle id (a market's 1-minute candles) 1,000 candles of its own plus the candles stream,
// which it moves at a chosen rate. The explorer is pointed at it with `?node=`.
import type { Candle } from '#contract/candle.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { startFakeNode } from './fake-node.ts';

const MINUTE_NS = 60_000_000_000n;

/**
 * `count` one-minute candles ending at the current minute, a deterministic random walk around
 * `price` (raw), then live trades: each update moves the newest candle's close (and high/low),
 * every `perCandle` updates a new minute opens.
 */
export class BenchCandles {
  readonly candles: Candle[] = [];
  private step = 0;

  constructor(
    count: number,
    private readonly price: bigint,
    private readonly perCandle: number,
  ) {
    const now = BigInt(Date.now()) * 1_000_000n;
    const first = now - (now % MINUTE_NS) - BigInt(count - 1) * MINUTE_NS;
    let close = price;
    for (let i = 0; i < count; i++) {
      const start = first + BigInt(i) * MINUTE_NS;
      const open = close;
      close = this.walk(open, i);
      this.candles.push(this.candle(start, open, close, i));
    }
  }

  private walk(from: bigint, i: number): bigint {
    // ±0.2 % steps, from a fixed sequence: every run draws the same chart.
    const permille = BigInt(((i * 7919) % 41) - 20);
    const next = from + (this.price * permille) / 10_000n;
    return next > 0n ? next : from;
  }

  private candle(start: bigint, open: bigint, close: bigint, i: number): Candle {
    const wick = this.price / 1_000n;
    const high = (open > close ? open : close) + wick;
    const low = (open < close ? open : close) - wick;
    return {
      start: start.toString(),
      lastUpdate: (start + 1_000_000_000n).toString(),
      open: open.toString(),
      close: close.toString(),
      high: high.toString(),
      low: (low > 0n ? low : 1n).toString(),
      volume: String(1_000 + ((i * 104_729) % 50_000)),
    };
  }

  /** The next live candle: the newest one traded again, or a new minute. */
  next(): Candle {
    this.step += 1;
    const last = this.candles.at(-1)!;
    if (this.step % this.perCandle === 0) {
      const start = BigInt(last.start) + MINUTE_NS;
      const open = BigInt(last.close);
      const c = this.candle(start, open, open, this.step);
      this.candles.push(c);
      return c;
    }
    const close = this.walk(BigInt(last.close), this.step);
    const high = BigInt(last.high) > close ? BigInt(last.high) : close;
    const low = BigInt(last.low) < close ? BigInt(last.low) : close;
    const updated: Candle = {
      ...last,
      close: close.toString(),
      high: high.toString(),
      low: low.toString(),
      volume: (BigInt(last.volume) + 10n).toString(),
      lastUpdate: (BigInt(last.lastUpdate) + 1_000_000n).toString(),
    };
    this.candles[this.candles.length - 1] = updated;
    return updated;
  }
}

export interface CandlesNode {
  base: string;
  candles: BenchCandles;
  subscribers(): number;
  /** Sends `rate` candle updates per second for `durationMs`. */
  burst(rate: number, durationMs: number): Promise<{ sent: number; elapsedMs: number }>;
}

export async function startCandlesNode(
  port: number,
  realBase: string,
  candleId: string,
  candles: BenchCandles,
): Promise<CandlesNode> {
  const { app, proxy, listen } = await startFakeNode(realBase);
  const sockets = new Set<{ send(data: string): void; readyState: number }>();

  app.get<{ Querystring: { candleId?: string } }>('/api/v2/candle', async (request, reply) => {
    if (request.query.candleId !== candleId) return proxy(request, reply);
    // Newest first, as the data node pages them; all of them in one page.
    const edges = [...candles.candles].reverse().map((node, i) => ({ node, cursor: String(i) }));
    return reply.send({
      candles: {
        edges,
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: '0',
          endCursor: String(edges.length - 1),
        },
      },
    });
  });

  for (const path of [STREAMS.candles.path, STREAMS.candles.altPath]) {
    app.route<{ Querystring: { candleId?: string } }>({
      method: 'GET',
      url: path,
      handler: (_request, reply) => reply.code(426).send(),
      wsHandler: (socket, request) => {
        socket.on('message', () => {});
        if (request.query.candleId !== candleId) return;
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      },
    });
  }
  await listen(port);

  const send = (candle: Candle) => {
    const text = JSON.stringify({
      result: toStreamForm(STREAMS.candles.result, { candle }),
    });
    for (const socket of sockets) if (socket.readyState === 1) socket.send(text);
  };

  return {
    base: `http://127.0.0.1:${port}`,
    candles,
    subscribers: () => sockets.size,
    burst(rate, durationMs) {
      const total = Math.round((rate * durationMs) / 1000);
      return new Promise((resolve) => {
        const started = performance.now();
        let sent = 0;
        const timer = setInterval(() => {
          const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
          while (sent < due) {
            send(candles.next());
            sent += 1;
          }
          if (sent >= total) {
            clearInterval(timer);
            resolve({ sent, elapsedMs: performance.now() - started });
          }
        }, 10);
      });
    },
  };
}
