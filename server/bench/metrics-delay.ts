/**
 * The event-loop delay an API process reports in /metrics (`nodejs_eventloop_delay_seconds`,
 * http/event-loop-delay.ts) over a window of the bench: two scrapes, the bucket counts'
 * difference, and its p99 as Prometheus' histogram_quantile computes it (linear within the
 * bucket). What an operator's dashboard would show for the run.
 */
const SERIES = 'nodejs_eventloop_delay_seconds_bucket{le="';

export type DelayBuckets = Map<number, number>;

export async function scrapeDelay(origin: string): Promise<DelayBuckets> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const buckets: DelayBuckets = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(SERIES)) continue;
    const close = line.indexOf('"', SERIES.length);
    const le = line.slice(SERIES.length, close);
    buckets.set(le === '+Inf' ? Infinity : Number(le), Number(line.slice(line.indexOf(' ') + 1)));
  }
  if (buckets.size === 0) throw new Error(`${origin}/metrics has no ${SERIES}…`);
  return buckets;
}

/** Samples in the window, and the delay (ms) below which `q` of them fell. */
export function delayQuantile(before: DelayBuckets, after: DelayBuckets, q: number) {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const total = counts.at(-1) ?? 0;
  if (total === 0) return { samples: 0, ms: Number.NaN };
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [i, le] of bounds.entries()) {
    const count = counts[i]!;
    if (count >= rank) {
      // +Inf: the highest finite bound, as histogram_quantile answers.
      if (le === Infinity) return { samples: total, ms: lower * 1000 };
      const share = count === below ? 0 : (rank - below) / (count - below);
      return { samples: total, ms: (lower + (le - lower) * share) * 1000 };
    }
    lower = le;
    below = count;
  }
  return { samples: total, ms: Number.NaN };
}
