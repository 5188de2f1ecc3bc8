import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionResponseSchema, transactionsResponseSchema } from '#contract/transaction.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { buildTestApp } from '../helper.ts';

const INDEX_HTML = '<!doctype html><title>explorer under test</title>';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: ChainTestApp;

/** The first row of a query (tests only ask for rows that exist). */
const first = async <T extends object>(sql: string, params: unknown[] = []) =>
  (await t.db.query<T>(sql, params))[0]!;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'explorer-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
  t = await buildChainTestApp({ blocks: 30, app: { staticDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'application/json') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

const list = async (query: string) => {
  const res = await get(`/rest/transactions?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transactionsResponseSchema.parse(res.json()).transactions;
};

/** Hashes newest first by (block, index), straight from the table. */
const hashesInDb = async (where = '', params: unknown[] = []) =>
  (
    await t.db.query<{ hash: string }>(
      `SELECT hash FROM transactions ${where} ORDER BY block_height DESC, idx DESC`,
      params,
    )
  ).map((r) => r.hash);

const expect400 = (res: { statusCode: number; json: () => unknown }, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
  expect((res.json() as { details: { message: string }[] }).details[0]?.message).toContain(message);
};

describe('GET /rest/transactions', () => {
  it('lists the 50 newest transactions by (block, index) by default', async () => {
    const txs = await list('');
    expect(txs.map((x) => x.hash)).toEqual((await hashesInDb()).slice(0, 50));
    expect(txs[0]?.cursor).toBe(`${txs[0]?.block}.${txs[0]?.index}`);
  });

  it('walks back with before and forward with after, every transaction once, newest first', async () => {
    const all = await hashesInDb();
    const back: string[] = [];
    let before = '';
    for (;;) {
      const page = await list(`limit=333${before && `&before=${before}`}`);
      back.push(...page.map((x) => x.hash));
      if (page.length < 333) break;
      before = page[page.length - 1]!.cursor;
    }
    expect(back).toEqual(all);

    const forward: string[] = [];
    let after = '0.0';
    for (;;) {
      const page = await list(`limit=333&after=${after}`);
      // Each page is newest first; the pages themselves come oldest first.
      expect(page.map((x) => x.hash)).toEqual(all.filter((h) => page.some((x) => x.hash === h)));
      forward.unshift(...page.map((x) => x.hash));
      if (page.length < 333) break;
      after = page[0]!.cursor;
    }
    expect(forward).toEqual(all);
  });

  it('keeps walking without gaps or duplicates while blocks are added', async () => {
    const atStart = await hashesInDb();
    const walked: string[] = [];
    let before = '';
    for (;;) {
      const page = await list(`limit=400${before && `&before=${before}`}`);
      walked.push(...page.map((x) => x.hash));
      if (page.length < 400) break;
      before = page[page.length - 1]!.cursor;
      await t.chain.advance(1);
    }
    // Walking towards older transactions never meets the new ones.
    expect(walked).toEqual(atStart);

    const newest = atStart[0]!;
    const { block_height, idx } = await first<{ block_height: string; idx: number }>(
      'SELECT block_height::text, idx FROM transactions WHERE hash = $1',
      [newest],
    );
    await t.chain.advance(2);
    const newer = await list(`limit=1000&after=${block_height}.${idx}`);
    expect(newer.map((x) => x.hash)).toEqual(
      await hashesInDb('WHERE (block_height, idx) > ($1::bigint, $2::int)', [block_height, idx]),
    );
    expect(newer.length).toBeGreaterThan(0);
  });

  it('filters by submitter, command type and block height, ANDed', async () => {
    const { submitter } = await first<{ submitter: string }>(
      `SELECT submitter FROM transactions GROUP BY submitter ORDER BY count(*) DESC, submitter LIMIT 1`,
    );
    const bySubmitter = await list(`limit=1000&filters[tx.submitter]=${submitter.toUpperCase()}`);
    expect(bySubmitter.map((x) => x.hash)).toEqual(
      await hashesInDb('WHERE submitter = $1', [submitter]),
    );
    expect(bySubmitter.every((x) => x.submitter === submitter)).toBe(true);

    const chainEvents = await list('limit=1000&filters[cmd.type]=Chain%20Event');
    expect(chainEvents.map((x) => x.hash)).toEqual(await hashesInDb("WHERE type = 'Chain Event'"));
    expect(chainEvents.every((x) => x.command.chainEvent)).toBe(true);

    const { height } = await first<{ height: string }>(
      "SELECT max(block_height)::text AS height FROM transactions WHERE type = 'Submit Order'",
    );
    const inBlock = await list(
      `limit=1000&filters[block.height]=${height}&filters[cmd.type]=Submit%20Order`,
    );
    expect(inBlock.map((x) => x.hash)).toEqual(
      await hashesInDb("WHERE block_height = $1 AND type = 'Submit Order'", [height]),
    );
    expect(inBlock.length).toBeGreaterThan(0);
    expect(inBlock.every((x) => x.block === height && x.type === 'Submit Order')).toBe(true);
  });

  it('answers limit 0 with the default page and refuses more than 1000', async () => {
    expect(await list('limit=0')).toHaveLength(50);
    expect((await list('limit=3')).length).toBe(3);
    expect400(await get('/rest/transactions?limit=1001'), 'limit must be between 0 and 1000');
  });

  it.each([
    ['filters[command.market]=x', 'unknown filter'],
    ['filters[cmd.type]=Teleport', 'unknown transaction type'],
    ['filters[tx.submitter]=abc', 'must be 64 hexadecimal characters'],
    ['filters[block.height]=-1', 'unsigned 64-bit integer'],
    ['before=12', 'cursor "<block>.<index>"'],
    ['after=a.b', 'cursor "<block>.<index>"'],
    ['limit=many', 'limit must be an integer'],
  ])('answers 400 for %s', async (query, message) => {
    expect400(await get(`/rest/transactions?${query}`), message);
  });
});

describe('GET /rest/transactions/{hash} and /transactions/{hash}', () => {
  it('returns the stored record, whatever the case of the hash', async () => {
    const [row] = await t.db.query<{ hash: string; record: string }>(
      'SELECT hash, record FROM transactions WHERE code <> 0 ORDER BY block_height, idx LIMIT 1',
    );
    const expected = JSON.parse(row!.record) as unknown;
    for (const path of ['/rest/transactions/', '/transactions/']) {
      for (const hash of [row!.hash, row!.hash.toLowerCase()]) {
        const res = await get(`${path}${hash}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ transaction: expected });
        transactionResponseSchema.parse(res.json());
      }
    }
    // A failed transaction carries its error (spec §2.9).
    expect((expected as { error?: string }).error).toBeTruthy();
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    for (const path of ['/rest/transactions/', '/transactions/']) {
      const missing = await get(`${path}${'AB'.repeat(32)}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 5, message: 'NotFound error' });
      expect400(await get(`${path}not-a-hash`), 'hash must be 64 hexadecimal characters');
    }
  });

  it('serves the explorer to a browser navigating to the deep link', async () => {
    const { hash } = await first<{ hash: string }>('SELECT hash FROM transactions LIMIT 1');
    const res = await get(`/transactions/${hash}`, BROWSER_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Even an unknown hash: the explorer shows its own "not found".
    expect((await get(`/transactions/${'0'.repeat(64)}`, BROWSER_ACCEPT)).body).toBe(INDEX_HTML);
  });

  it('answers JSON when the client prefers JSON, and always under /rest', async () => {
    const { hash } = await first<{ hash: string }>('SELECT hash FROM transactions LIMIT 1');
    for (const [path, accept] of [
      ['/transactions/', 'application/json, text/html'],
      ['/transactions/', '*/*'],
      ['/rest/transactions/', BROWSER_ACCEPT],
    ] as const) {
      const res = await get(`${path}${hash}`, accept);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().transaction.hash).toBe(hash);
    }
  });

  it('answers JSON to a browser when no explorer is served', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({
        url: `/transactions/${'0'.repeat(64)}`,
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 5 });
    } finally {
      await bare.close();
    }
  });
});
