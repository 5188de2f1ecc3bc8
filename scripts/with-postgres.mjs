// Runs a command with DATABASE_URL naming a PostgreSQL server: the one given, else Debian's local
// server as `npm run test:postgres` finds it (scripts/local-postgres.mjs). For benchmarks that
// need real processes on one server (`bench:api`'s `scaled` part).
//   node scripts/with-postgres.mjs tsx server/bench/api-bench.ts scaled
import { spawnSync } from 'node:child_process';
import { localServer } from './local-postgres.mjs';

const url = process.env.DATABASE_URL ?? localServer();
if (!url) {
  console.error('This needs PostgreSQL: set DATABASE_URL (postgres://user:pass@host/db).');
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
const run = spawnSync(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
