// Debian's PostgreSQL for the runs that need a server and were given none (`test:postgres`,
// `start:scaled`): as root on Debian, installs `postgresql` when missing, starts its cluster and
// makes the `tne` role. Returns the server's URL, or undefined where that is not possible.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { totalmem } from 'node:os';

export const LOCAL_URL = 'postgres://tne:tne@127.0.0.1:5432/postgres';

function sh(command) {
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'] });
}

export function localServer() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/etc/debian_version')) return undefined;
  if (spawnSync('which', ['pg_ctlcluster']).status !== 0) {
    console.log("Installing Debian's postgresql…");
    sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql');
  }
  const version = execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0];
  sh(`pg_ctlcluster ${version} main start || true`);
  sizeSharedBuffers(version);
  execSync('su postgres -c "psql -q -v ON_ERROR_STOP=1"', {
    input:
      "DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tne') THEN CREATE ROLE tne LOGIN SUPERUSER PASSWORD 'tne'; END IF; END$$;",
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  return LOCAL_URL;
}

/**
 * Debian's cluster starts with shared_buffers = 128MB, PostgreSQL's minimal default: the data
 * node's history tables outgrow it at once, and every page read from outside it is a system call
 * and a copy (cache-hostile reads cost PostgreSQL ~25 % more CPU, docs/benchmarks.md). The usual
 * sizing is a quarter of the memory; capped at 4 GB on this one-machine setup, which shares the
 * memory with the data node. A cluster already tuned is left alone.
 */
function sizeSharedBuffers(version) {
  const psql = (sql) =>
    execSync(`su postgres -c "psql -Atq -c \\"${sql}\\""`, { encoding: 'utf8' }).trim();
  if (psql('SHOW shared_buffers') !== '128MB') return;
  const mb = Math.min(4096, Math.floor(totalmem() / 4 / 2 ** 20));
  if (mb <= 128) return;
  console.log(`PostgreSQL: shared_buffers 128MB → ${mb}MB (a quarter of the memory, at most 4 GB)`);
  psql(`ALTER SYSTEM SET shared_buffers = '${mb}MB'`);
  sh(`pg_ctlcluster ${version} main restart`);
}
