import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamErrorSchema } from '#contract/errors.ts';
import { registerErrorHandling } from '../../src/http/errors.ts';
import { ledgerRoutes } from '../../src/routes/ledger.ts';
import type { Database } from '../../src/store/database.ts';
import { ledgerCsvChunks, pgTimestampSql } from '../../src/store/ledger-export.ts';
import { buildChainTestApp, TEST_START_TIME, type ChainTestApp } from '../chain-helper.ts';

const HEADER =
  'net_time,quantity,transfer_type,asset_id,account_from_market_id,account_from_party_id,' +
  'account_from_account_type,account_to_market_id,account_to_party_id,account_to_account_type,' +
  'account_from_balance,account_to_balance';

/** AccountType integers of the reference (api-contract.md §4). */
const ACCOUNT_TYPE_NUMBERS: Record<string, number> = {
  ACCOUNT_TYPE_INSURANCE: 1,
  ACCOUNT_TYPE_SETTLEMENT: 2,
  ACCOUNT_TYPE_MARGIN: 3,
  ACCOUNT_TYPE_GENERAL: 4,
  ACCOUNT_TYPE_FEES_INFRASTRUCTURE: 5,
  ACCOUNT_TYPE_FEES_LIQUIDITY: 6,
  ACCOUNT_TYPE_FEES_MAKER: 7,
  ACCOUNT_TYPE_BOND: 9,
  ACCOUNT_TYPE_EXTERNAL: 10,
  ACCOUNT_TYPE_GLOBAL_INSURANCE: 11,
  ACCOUNT_TYPE_GLOBAL_REWARD: 12,
  ACCOUNT_TYPE_PENDING_TRANSFERS: 13,
};

let t: ChainTestApp;

/** The first row of a query (tests only ask for rows that exist). */
const first = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await t.db.query<T>(sql, params))[0]!;
let party: string;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 75 });
  ({ party } = await first<{ party: string }>(
    `SELECT p AS party FROM (SELECT from_owner AS p FROM ledger_entries
       UNION ALL SELECT to_owner FROM ledger_entries) x
     WHERE p <> 'network' GROUP BY p ORDER BY count(*) DESC, p LIMIT 1`,
  ));
});
afterAll(() => t.close());

const exportUrl = (query: string) => `/api/v2/ledgerentry/export?${query}`;
const get = (url: string) => t.app.inject({ url });

/** The CSV lines expected for the rows matching `where`, oldest first, built by hand. */
async function expectedLines(where: string, params: unknown[]): Promise<string[]> {
  const rows = await t.db.query<Record<string, string>>(
    `SELECT * FROM ledger_entries WHERE ${where} ORDER BY seq`,
    params,
  );
  return rows.map((r) => {
    // Block times are whole seconds: "2026-01-01T00:01:05.000Z" → "2026-01-01 00:01:05+00".
    const iso = new Date(Number(BigInt(r.time_ns!) / 1_000_000n)).toISOString();
    expect(iso).toMatch(/\.000Z$/);
    const type = (name: string) => {
      expect(ACCOUNT_TYPE_NUMBERS).toHaveProperty(name);
      return String(ACCOUNT_TYPE_NUMBERS[name]);
    };
    return [
      `${iso.slice(0, 10)} ${iso.slice(11, 19)}+00`,
      r.quantity,
      r.transfer_type,
      r.asset_id,
      r.from_market,
      r.from_owner,
      type(r.from_type!),
      r.to_market,
      r.to_owner,
      type(r.to_type!),
      r.from_balance,
      r.to_balance,
    ].join(',');
  });
}

const csvLines = (body: string) => {
  expect(body.endsWith('\n')).toBe(true);
  return body.slice(0, -1).split('\n');
};

describe('GET /api/v2/ledgerentry/export', () => {
  it('streams a CSV of every entry the party is on either side of, oldest first', async () => {
    const res = await get(exportUrl(`partyId=${party}`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment;filename=ledger_entries_${party}.csv`,
    );
    const [header, ...rows] = csvLines(res.body);
    expect(header).toBe(HEADER);
    const { n } = await first<{ n: string }>(
      'SELECT count(*)::text AS n FROM ledger_entries WHERE from_owner = $1 OR to_owner = $1',
      [party],
    );
    expect(rows).toHaveLength(Number(n));
    expect(rows).toEqual(await expectedLines('from_owner = $1 OR to_owner = $1', [party]));
    // Incoming and outgoing entries both appear, in every asset the party used.
    expect(rows.some((r) => r.split(',')[5] === party)).toBe(true);
    expect(rows.some((r) => r.split(',')[8] === party && r.split(',')[5] !== party)).toBe(true);
  });

  it('narrows to one asset and a time range, and names the file after them', async () => {
    const { asset_id } = await first<{ asset_id: string }>(
      `SELECT asset_id FROM ledger_entries WHERE from_owner = $1 OR to_owner = $1
       GROUP BY asset_id ORDER BY count(*) DESC LIMIT 1`,
      [party],
    );
    const start = TEST_START_TIME + 30_000_000_000n; // 00:00:30
    const end = TEST_START_TIME + 65_000_000_000n; // 00:01:05
    const res = await get(
      exportUrl(
        `partyId=${party}&assetId=${asset_id.toUpperCase()}&dateRange.startTimestamp=${start}&dateRange.endTimestamp=${end}`,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment;filename=ledger_entries_${party}_${asset_id}_2026-01-01T00_00_30Z-2026-01-01T00_01_05Z.csv`,
    );
    const [, ...rows] = csvLines(res.body);
    const want = await expectedLines(
      '(from_owner = $1 OR to_owner = $1) AND asset_id = $2 AND time_ns >= $3 AND time_ns < $4',
      [party, asset_id, start.toString(), end.toString()],
    );
    expect(want.length).toBeGreaterThan(0);
    expect(rows).toEqual(want);
  });

  it('answers only the header for a party without entries', async () => {
    const res = await get(exportUrl(`partyId=${'0'.repeat(64)}`));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${HEADER}\n`);
  });

  it.each([
    ['', 10014, 'missing party id'],
    ['partyId=abc', 10015, 'partyId must be 64 hexadecimal characters'],
    [`partyId=${'a'.repeat(64)}&assetId=zz`, 10038, 'invalid asset ID'],
    [`partyId=${'a'.repeat(64)}&dateRange.startTimestamp=soon`, 10015, 'unsigned 64-bit integer'],
    [
      `partyId=${'a'.repeat(64)}&dateRange.startTimestamp=20&dateRange.endTimestamp=10`,
      10015,
      'must not be before',
    ],
  ])('answers 400 with the streaming error body for "%s"', async (query, code, message) => {
    const res = await get(exportUrl(query));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = streamErrorSchema.parse(res.json());
    expect(body.error).toMatchObject({ code: 3, message: 'InvalidArgument error' });
    expect(body.error.details[0]).toMatchObject({
      code,
      message: expect.stringContaining(message),
    });
  });
});

describe('export batching', () => {
  /** The real database, counting the export's batch queries and optionally slowing them. */
  const countingDb = (delayMs = 0) => {
    const counter = { batches: 0, mostRows: 0 };
    const db: Database = {
      ...t.db,
      query: async <T extends object>(sql: string, params?: readonly unknown[]) => {
        if (!sql.includes('seq > $')) return t.db.query<T>(sql, params);
        counter.batches++;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        const rows = await t.db.query<T>(sql, params);
        // One row per query: the batch's row count and its CSV text.
        const [batch] = rows as { rows?: number }[];
        counter.mostRows = Math.max(counter.mostRows, batch?.rows ?? 0);
        return rows;
      },
    };
    return { db, counter };
  };

  const bareApp = async (db: Database, exportBatchSize: number): Promise<FastifyInstance> => {
    const app = Fastify();
    app.decorate('db', db);
    registerErrorHandling(app);
    await app.register(ledgerRoutes, { exportBatchSize });
    return app;
  };

  it('yields every row exactly once with a batch size of 7, at most 7 rows per query', async () => {
    const { db, counter } = countingDb();
    const app = await bareApp(db, 7);
    try {
      const small = await app.inject({ url: exportUrl(`partyId=${party}`) });
      const full = await get(exportUrl(`partyId=${party}`));
      expect(small.body).toBe(full.body);
      const rows = csvLines(small.body).length - 1;
      expect(rows).toBeGreaterThan(14);
      // Memory stays bounded by the batch size; seq windows without the party's rows may
      // add queries, never rows.
      expect(counter.mostRows).toBeGreaterThan(0);
      expect(counter.mostRows).toBeLessThanOrEqual(7);
      expect(counter.batches).toBeGreaterThanOrEqual(Math.ceil(rows / 7));
    } finally {
      await app.close();
    }
  });

  it('reads a batch only when the previous one was taken, and stops when aborted', async () => {
    const { db, counter } = countingDb();
    const abort = new AbortController();
    const chunks = ledgerCsvChunks(
      db,
      { partyId: party, dateRange: {} },
      {
        batchSize: 2,
        signal: abort.signal,
        lastSeq: '999999999',
      },
    );
    expect((await chunks.next()).value).toBe(`${HEADER}\n`);
    expect(counter.batches).toBe(0);
    // One or two rows (a window may hold fewer than a batch), then nothing read ahead.
    expect((await chunks.next()).value.split('\n').length).toBeOneOf([2, 3]);
    const read = counter.batches;
    expect(read).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(counter.batches).toBe(read);
    abort.abort();
    expect((await chunks.next()).done).toBe(true);
    expect(counter.batches).toBe(read);
  });

  it('stops querying when the client disconnects mid-download', async () => {
    const { db, counter } = countingDb(10);
    const app = await bareApp(db, 1);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = httpGet(`http://127.0.0.1:${port}${exportUrl(`partyId=${party}`)}`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      });
      const { n } = await first<{ n: string }>(
        'SELECT count(*)::text AS n FROM ledger_entries WHERE from_owner = $1 OR to_owner = $1',
        [party],
      );
      await new Promise((r) => setTimeout(r, 150));
      const afterClose = counter.batches;
      await new Promise((r) => setTimeout(r, 150));
      expect(counter.batches).toBe(afterClose);
      expect(afterClose).toBeLessThan(Number(n) / 2);
    } finally {
      await app.close();
    }
  });
});

describe('pgTimestampSql', () => {
  it('prints ns like a PostgreSQL timestamptz: microseconds, trailing zeros dropped', async () => {
    const print = async (ns: string) =>
      (await first<{ t: string }>(`SELECT ${pgTimestampSql('$1::bigint')} AS t`, [ns])).t;
    expect(await print('1767225600000000000')).toBe('2026-01-01 00:00:00+00');
    expect(await print('1767225600500000000')).toBe('2026-01-01 00:00:00.5+00');
    expect(await print('1767225661123456789')).toBe('2026-01-01 00:01:01.123456+00');
    expect(await print('0')).toBe('1970-01-01 00:00:00+00');
  });
});
