// `npm run test:postgres`: the server's route and chain tests again, against a real PostgreSQL
// server instead of embedded PGlite (same SQL, other engine). Uses TEST_DATABASE_URL when set;
// otherwise, as root on Debian, installs and starts Debian's postgresql for the run. Where no
// server can be had it says so and stops without failing (the README documents this).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SUITES = [
  'server/test/routes',
  'server/test/chain',
  'server/test/streams',
  'server/test/roles',
];
const LOCAL_URL = 'postgres://tne:tne@127.0.0.1:5432/postgres';

function sh(command) {
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function localServer() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return undefined;
  if (spawnSync('which', ['pg_ctlcluster']).status !== 0) {
    console.log("Installing Debian's postgresql for the PostgreSQL test run…");
    sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql');
  }
  const version = execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0];
  sh(`pg_ctlcluster ${version} main start || true`);
  execSync('su postgres -c "psql -q -v ON_ERROR_STOP=1"', {
    input:
      "DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tne') THEN CREATE ROLE tne LOGIN SUPERUSER PASSWORD 'tne'; END IF; END$$;",
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  return LOCAL_URL;
}

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
