/** `npm run bench:api` part `export`: ledger export rows/s and server RSS growth. */
import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { LEDGER_COLUMNS } from '../src/store/ledger.ts';
import { openBenchDatabase, seedBulk, startChain } from './api-seed.ts';
import { ChildProcess, fmt, printTable, rssMb } from './bench-support.ts';
import type { DownloadJob, DownloadResult } from './http-load.ts';

import {
  TEMPLATE_BLOCKS,
  EXPORT_LEDGER,
  EXPORT_WHALE_EVERY,
  dbLabel,
  mark,
  listen,
} from './api-bench-common.ts';

// ---------------------------------------------------------------------------------------------
// Ledger export: rows/s and server RSS growth for one party with ~1M entries.

interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * Samples this process's RSS every 10 ms while `work` runs, after a full collection (when the
 * process runs with --expose-gc, as `npm run bench:api` does) so garbage of earlier work does
 * not count.
 */
async function withRss(
  work: () => Promise<{ rows: number; bytes: number }>,
): Promise<ExportFigures> {
  collectGarbage?.();
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb());
  }, 10);
  const started = performance.now();
  const { rows, bytes } = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  rssPeak = Math.max(rssPeak, rssMb());
  return { rows, bytes, seconds, rssBefore, rssPeak };
}

function exportRow(label: string, f: ExportFigures): string[] {
  return [
    label,
    fmt(f.rows),
    f.seconds.toFixed(2),
    fmt(f.rows / f.seconds),
    (f.bytes / 1024 / 1024 / f.seconds).toFixed(1),
    fmt(f.rssBefore),
    fmt(f.rssPeak - f.rssBefore, 1),
  ];
}

export async function exportPart() {
  const db = await openBenchDatabase();
  await startChain(db, TEMPLATE_BLOCKS);
  const seed = await seedBulk(db, {
    orders: 0,
    trades: 0,
    ledgerEntries: EXPORT_LEDGER,
    whaleEvery: EXPORT_WHALE_EVERY,
  });
  const party = seed.busiestLedgerParty;
  const app = await buildApp({ db, logLevel: 'warn', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'api-bench-'));
  const file = join(dir, 'same-size.csv');
  app.get('/bench/file', (_request, reply) => reply.type('text/csv').send(createReadStream(file)));
  const origin = await listen(app);
  const client = new ChildProcess<DownloadJob, DownloadResult>('./http-load.ts');
  const download = async (path: string) => {
    const result = await client.ask({ kind: 'download', origin, path });
    if (result.status !== 200) throw new Error(`${path}: HTTP ${result.status}`);
    // The export's first line is its header.
    return { rows: result.lines - (path.startsWith('/bench') ? 0 : 1), bytes: result.bytes };
  };

  // Baseline 1: the database alone handing over rows, by primary key in batches of the
  // export's size, without CSV or HTTP.
  const readRows = (limit: number) => async () => {
    let after = '0';
    let rows = 0;
    while (rows < limit) {
      const batch = await db.query<{ seq: string }>(
        `SELECT ${LEDGER_COLUMNS} FROM ledger_entries WHERE seq > $1 ORDER BY seq LIMIT 5000`,
        [after],
      );
      if (batch.length === 0) break;
      rows += batch.length;
      after = batch[batch.length - 1]!.seq;
    }
    return { rows, bytes: 0 };
  };
  // A running node's buffer pool (PGlite: shared_buffers 128 MB of WASM memory) is full; a
  // freshly seeded one is not, and the first full read fills it. One untimed read of the whole
  // table first, so neither figure below counts the pool filling up.
  const warmUp = await withRss(readRows(Number.POSITIVE_INFINITY));

  const exported = await withRss(() => download(`/api/v2/ledgerentry/export?partyId=${party}`));
  const read = await withRss(readRows(exported.rows));

  // Baseline 2: a file of the same size and line count, streamed by the same server.
  const line = `${'x'.repeat(Math.max(1, Math.round(exported.bytes / exported.rows) - 1))}\n`;
  const block = line.repeat(10_000);
  await writeFile(file, '');
  for (let written = 0; written < exported.rows; written += 10_000)
    await appendFile(
      file,
      exported.rows - written >= 10_000 ? block : line.repeat(exported.rows - written),
    );
  const fileStream = await withRss(() => download('/bench/file'));
  client.stop();
  await rm(dir, { recursive: true, force: true });

  const rate = exported.rows / exported.seconds;
  const growth = exported.rssPeak - exported.rssBefore;
  printTable(
    `Ledger export (one party on ${fmt(exported.rows)} of ${fmt(seed.counts.ledger_entries)} entries, ${dbLabel()})`,
    [
      ['', 'rows', 's', 'rows/s', 'MB/s', 'RSS before MB', 'RSS growth MB (peak)'],
      exportRow('`GET /api/v2/ledgerentry/export?partyId=…`', exported),
      exportRow('baseline: SELECT by primary key, 5,000-row batches', read),
      exportRow('baseline: static file of the same size over HTTP', fileStream),
      exportRow('(before both, not counted: warm-up read of the whole table)', warmUp),
    ],
  );
  printTable('Ledger export: budget', [
    ['≥ 50,000 rows/s', `${mark(rate >= 50_000)} (${fmt(rate)})`],
    ['RSS growth ≤ 50 MB', `${mark(growth <= 50)} (${fmt(growth, 1)} MB)`],
  ]);
  await app.close();
  await db.close();
}
