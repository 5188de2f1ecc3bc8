// `npm run start:scaled`: the data node as it scales, on one machine: PostgreSQL (DATABASE_URL,
// or Debian's local server as `test:postgres` finds it, database `tne_scaled`), one chain
// process (NODE_ROLE=chain, /health and /metrics on CHAIN_PORT, default 3009) and API_WORKERS
// API workers (default 2) sharing PORT (default 3008) — the explorer, REST and streams.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { localServer } from './local-postgres.mjs';

async function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const server = localServer();
  if (!server) {
    console.error(
      'start:scaled needs PostgreSQL: set DATABASE_URL (postgres://user:pass@host/db), or run as root on Debian to use its local server.',
    );
    process.exit(1);
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'tne_scaled'");
  if (!rowCount) await admin.query('CREATE DATABASE tne_scaled');
  await admin.end();
  const url = new URL(server);
  url.pathname = '/tne_scaled';
  return url.toString();
}

const url = await databaseUrl();
console.log(`PostgreSQL: ${url.replace(/:[^:@/]*@/, ':***@')}`);
const env = { ...process.env, DATABASE_URL: url };
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...env, NODE_ROLE: 'chain', PORT: process.env.CHAIN_PORT ?? '3009' },
  }),
  // Through `npm start`'s launcher: it builds the explorer first when needed.
  spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: { ...env, NODE_ROLE: 'api', API_WORKERS: process.env.API_WORKERS ?? '2' },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
// One part gone: stop the other, exit with the first one's status.
let status;
for (const child of children)
  child.on('exit', (code, signal) => {
    status ??= code ?? (signal ? 1 : 0);
    children.forEach((other) => other.kill('SIGTERM'));
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(status);
  });
