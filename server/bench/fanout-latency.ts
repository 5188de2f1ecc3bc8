// Commit → arrival across processes, against processes started by hand:
//   DATABASE_URL=postgres://… API_URLS=http://127.0.0.1:3302,http://127.0.0.1:3303 \
//   SUBSCRIBERS=250 BLOCKS=60 npx tsx server/bench/fanout-latency.ts
// Needs a chain process and the API processes running on that database. `npm run bench:api`'s
// `scaled` part (api-bench-scaled.ts) starts them itself.
import { percentile } from './bench-support.ts';
import { measureFanout } from './fanout-measure.ts';

const dbUrl = process.env.DATABASE_URL;
const apis = (process.env.API_URLS ?? 'http://127.0.0.1:3302').split(',');
const subscribers = Number(process.env.SUBSCRIBERS ?? 250);
const blocks = Number(process.env.BLOCKS ?? 60);
if (!dbUrl) throw new Error('DATABASE_URL: the database the chain process writes to');

console.log(`${subscribers} subscribers over ${apis.length} API processes; ${blocks} blocks…`);
const targets = Array.from({ length: subscribers }, (_, i) => ({
  api: apis[i % apis.length]!,
  group: apis[i % apis.length]!,
}));
const result = await measureFanout(dbUrl, targets, blocks);
for (const [api, latencies] of result.latencies) {
  const fmt = (p: number) => percentile(latencies, p).toFixed(1);
  console.log(
    `${api}: ${latencies.length} deliveries, commit → arrival p50 ${fmt(50)} ms, p99 ${fmt(99)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );
}
console.log(`${result.compared} blocks compared across processes, ${result.differing} differing`);
