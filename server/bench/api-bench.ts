// `npm run bench:api`: how fast the data node serves its API from a large history (issue
// budgets: 50-row pages of orders by party, trades by market and ledger entries by party at
// p50 ≤ 5 ms and p99 ≤ 25 ms under 50 concurrent clients; 250 subscribers of the trades stream
// served within p99 ≤ 50 ms of the block's commit, each item serialised once per publish; a
// 1,000,000-row ledger export at ≥ 50,000 rows/s with RSS growth ≤ 50 MB).
//
// Each part runs in its own process: `rest`, `rest-hostile` (every request a different URL, the
// cache's worst case, embedded or split, with each slow answer put down to what it overlapped:
// api-bench-hostile.ts), `streams`, `export`, `scaled` (real chain and API
// processes on PostgreSQL, 1 vs 2 workers, fan-out across workers: api-bench-scaled.ts). The server is the real app on
// a real port; the load generator and the stream subscribers run in child processes
// (http-load.ts, ws-subscribers.ts). The data: a short run of the real chain, copied in bulk to
// the sizes below (api-seed.ts). PGlite in memory unless DATABASE_URL names a PostgreSQL server
// (a fresh database is made there and dropped after). Every figure has a baseline measured in
// the same run: a hello-world route of the same server, a raw broadcast to the same sockets,
// a primary-key read of the same table and a static file of the same size.

import { exportPart } from './api-bench-export.ts';
import { hostilePart } from './api-bench-hostile.ts';
import { restPart } from './api-bench-rest.ts';
import { scaledPart } from './api-bench-scaled.ts';
import { slowConsumerPart } from './api-bench-slow-consumer.ts';
import { streamsPart } from './api-bench-streams.ts';

// Each part lives in its own file (api-bench-rest.ts, -hostile.ts, -streams.ts, -export.ts).
const part = process.argv[2] ?? 'rest';
if (part === 'rest') await restPart();
else if (part === 'rest-hostile') await hostilePart();
else if (part === 'streams') await streamsPart();
else if (part === 'export') await exportPart();
else if (part === 'scaled') await scaledPart();
else if (part === 'slow-consumer') await slowConsumerPart();
else
  throw new Error(
    `unknown part "${part}": rest, rest-hostile, streams, export, scaled or slow-consumer`,
  );
process.exit(0);
