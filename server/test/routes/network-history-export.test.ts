import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

/** `GET /api/v2/networkhistory/export` over a chain with segments 1–25, 26–50, 51–75. */
let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 0 });
  // Snapshots every 25 blocks (as network-history.test.ts) so segments exist; a checkpoint
  // every 30 s (blocks 30, 60, 90) so there are some to export.
  t.chain.state.params.set('snapshot.interval.length', '25');
  t.chain.state.params.set('network.checkpoint.timeElapsedBetweenCheckpoints', '30s');
  await t.chain.advance(90);
}, 120_000);
afterAll(async () => t?.close());

/** The reference's `table` values (its swagger), in the order of their integers 0, 1, 2, … */
const referenceTables = (() => {
  const url = new URL('../fixtures/vega-api/trading_data_v2.swagger.json', import.meta.url);
  const swagger = JSON.parse(readFileSync(url, 'utf8')) as {
    paths: Record<string, { get: { parameters: { name: string; enum?: string[] }[] } }>;
  };
  const get = swagger.paths['/api/v2/networkhistory/export']?.get;
  return get?.parameters.find((p) => p.name === 'table')?.enum ?? [];
})();
/** What this node stores and so exports (docs/data-api.md); every other table is a clear 400. */
const EXPORTED = [
  'TABLE_BLOCKS',
  'TABLE_LEDGER',
  'TABLE_ORDERS',
  'TABLE_MARKET_DATA',
  'TABLE_TRADES',
  'TABLE_DEPOSITS',
  'TABLE_WITHDRAWALS',
  'TABLE_CHECKPOINTS',
];

const get = (query: string) => t.app.inject(`/api/v2/networkhistory/export?${query}`);

/** Block time (ns, as text) → height, for the blocks `from`..`to`. */
async function blockTimes(from: number, to: number): Promise<Map<string, string>> {
  const rows = await t.db.query<{ height: string; time_ns: string }>(
    'SELECT height::text, time_ns::text FROM blocks WHERE height BETWEEN $1 AND $2',
    [from, to],
  );
  return new Map(rows.map((b) => [b.time_ns, b.height]));
}

/** Every record of an API list (one page of up to 5000). */
async function listed<T>(path: string, key: string): Promise<T[]> {
  const body = (await t.app.inject(`/api/v2/${path}?pagination.first=5000`)).json() as Record<
    string,
    { edges: { node: T }[] }
  >;
  return body[key]!.edges.map((e) => e.node);
}

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('network history export', () => {
  it('streams the blocks of whole segments as CSV, with the reference-style file name', async () => {
    const res = await get('fromBlock=1&toBlock=50&table=TABLE_BLOCKS');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment;filename=${t.genesis.chainId}-blocks-1-50.csv`,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['height', 'hash', 'net_time', 'tx_count']);
    expect(rows.map((r) => r[0])).toEqual(Array.from({ length: 50 }, (_, i) => String(i + 1)));
    const stored = await t.db.query<{ hash: string }>(
      'SELECT hash FROM blocks WHERE height BETWEEN 1 AND 50 ORDER BY height',
    );
    expect(rows.map((r) => r[1])).toEqual(stored.map((b) => b.hash));
  });

  it('exports ledger entries of the range only, the table also by its integer', async () => {
    const byName = await get('fromBlock=26&toBlock=75&table=TABLE_LEDGER');
    const byNumber = await get('from_block=26&to_block=75&table=4');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byNumber.body).toBe(byName.body);
    const [header, ...rows] = parseCsv(byName.body);
    expect(header?.[0]).toBe('block_height');
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE block_height BETWEEN 26 AND 75',
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(rows).toHaveLength(n);
    for (const row of rows) {
      expect(Number(row[0])).toBeGreaterThanOrEqual(26);
      expect(Number(row[0])).toBeLessThanOrEqual(75);
    }
  });

  it('quotes cells holding commas and quotes, so each order record reads back whole', async () => {
    const res = await get('fromBlock=1&toBlock=75&table=TABLE_ORDERS');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('"{""');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['block_height', 'id', 'version', 'net_time', 'record']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 50)) {
      const record = JSON.parse(row[4] ?? '') as { id: string; version: string };
      expect(record.id).toBe(row[1]);
      expect(record.version).toBe(row[2]);
    }
  });

  it('exports the trades made in the range, each with the block whose time it carries', async () => {
    const res = await get('fromBlock=26&toBlock=75&table=TABLE_TRADES');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['block_height', 'seq', 'id', 'market_id', 'net_time', 'record']);
    // Worked out from the API: every trade whose time is that of a block from 26 to 75.
    const times = await blockTimes(26, 75);
    const trades = await listed<{ id: string; timestamp: string }>('trades', 'trades');
    const expected = trades
      .filter((tr) => times.has(tr.timestamp))
      .map((tr) => [times.get(tr.timestamp), tr.id]);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => [r[0], r[2]]).sort()).toEqual(expected.sort());
    for (const row of rows) expect((JSON.parse(row[5] ?? '') as { id: string }).id).toBe(row[2]);
  });

  it('exports the deposits and withdrawals created in the range, and its checkpoints', async () => {
    const times = await blockTimes(1, 75);
    for (const [table, list] of [
      ['TABLE_DEPOSITS', 'deposits'],
      ['TABLE_WITHDRAWALS', 'withdrawals'],
    ] as const) {
      const res = await get(`fromBlock=1&toBlock=75&table=${table}`);
      expect(res.statusCode, res.body).toBe(200);
      const [header, ...rows] = parseCsv(res.body);
      expect(header?.slice(0, 3)).toEqual(['block_height', 'seq', 'id']);
      const records = await listed<{ id: string; createdTimestamp: string }>(list, list);
      const expected = records
        .filter((r) => times.has(r.createdTimestamp))
        .map((r) => [times.get(r.createdTimestamp), r.id]);
      expect(rows.map((r) => [r[0], r[2]]).sort(), table).toEqual(expected.sort());
      // The genesis deposits come in the first blocks.
      if (table === 'TABLE_DEPOSITS') expect(rows.length).toBeGreaterThan(0);
    }
    const checkpoints = parseCsv(
      (await get('fromBlock=1&toBlock=75&table=TABLE_CHECKPOINTS')).body,
    );
    const hashes = await t.db.query<{ hash: string }>(
      'SELECT hash FROM blocks WHERE height IN (30, 60) ORDER BY height',
    );
    expect(checkpoints.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['30', hashes[0]!.hash],
      ['60', hashes[1]!.hash],
    ]);
  });

  it.each([
    ['no table', 'fromBlock=1&toBlock=25'],
    ['the unspecified table', 'fromBlock=1&toBlock=25&table=TABLE_UNSPECIFIED'],
    ['a table this node does not export', 'fromBlock=1&toBlock=25&table=TABLE_BALANCES'],
    ['an unknown table', 'fromBlock=1&toBlock=25&table=TABLE_NOPE'],
    ['no range', 'table=TABLE_BLOCKS'],
    ['a start inside a segment', 'fromBlock=2&toBlock=25&table=TABLE_BLOCKS'],
    ['an end inside a segment', 'fromBlock=1&toBlock=30&table=TABLE_BLOCKS'],
    ['an end past the segments', 'fromBlock=1&toBlock=100&table=TABLE_BLOCKS'],
    ['a reversed range', 'fromBlock=26&toBlock=25&table=TABLE_BLOCKS'],
    ['a malformed height', 'fromBlock=x&toBlock=25&table=TABLE_BLOCKS'],
    ['a height past int64', 'fromBlock=9223372036854775808&toBlock=25&table=TABLE_BLOCKS'],
  ])('refuses %s with a 400 and the spec §7 error body', async (_what, query) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json() as object).sort()).toEqual(['code', 'details', 'message']);
    expect(errorBodySchema.parse(res.json()).code).toBe(3);
  });

  it("answers each of the reference's tables, by name and by integer: CSV or a 400 naming it", async () => {
    expect(referenceTables).toHaveLength(16);
    expect(referenceTables.at(-1)).toBe('TABLE_REWARDS');
    for (const [number, table] of referenceTables.entries()) {
      const byName = await get(`fromBlock=1&toBlock=25&table=${table}`);
      const byNumber = await get(`fromBlock=1&toBlock=25&table=${number}`);
      expect(byNumber.statusCode, table).toBe(byName.statusCode);
      expect(byNumber.body, table).toBe(byName.body);
      if (EXPORTED.includes(table)) {
        expect(byName.statusCode, `${table}: ${byName.body}`).toBe(200);
        expect(byName.headers['content-type']).toMatch(/^text\/csv/);
        continue;
      }
      expect(byName.statusCode, table).toBe(400);
      const error = errorBodySchema.parse(byName.json());
      expect(error.code, table).toBe(3);
      // The unspecified table is a missing one; any other names itself and what is exported.
      const said = JSON.stringify(error);
      if (table === 'TABLE_UNSPECIFIED') expect(said).toContain('table is required');
      else expect(said, table).toContain(table);
    }
  });
});
