// `npm run test:postgres`: the server's route and chain tests again, against a real PostgreSQL
// server instead of embedded PGlite (same SQL, other engine). Uses TEST_DATABASE_URL when set;
// otherwise, as root on Debian, installs and starts Debian's postgresql for the run. Where no
// server can be had it says so and stops without failing (the README documents this).
import { spawnSync } from 'node:child_process';
import { localServer } from './local-postgres.mjs';

const SUITES = [
  'server/test/routes',
  'server/test/chain',
  'server/test/streams',
  'server/test/roles',
  // Plans are the engine's: the generic plans of prepared statements exist only here.
  'server/test/store/query-plans.test.ts',
];

let url = process.env.TEST_DATABASE_URL;
try {
  url ??= localServer();
} catch (err) {
  console.log(`PostgreSQL could not be started (${err.message.split('\n')[0]}).`);
}
if (!url) {
  console.log(
    'Skipping the PostgreSQL run: no TEST_DATABASE_URL and no server can be installed here.',
  );
  process.exit(0);
}
console.log(`PostgreSQL run against ${url.replace(/:[^:@/]*@/, ':***@')}`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...SUITES], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
