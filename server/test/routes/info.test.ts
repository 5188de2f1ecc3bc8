import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoResponseSchema, timeResponseSchema } from '#contract/info.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { buildTestApp } from '../helper.ts';

const rootUrl = new URL('../../../', import.meta.url);
const packageVersion = (
  JSON.parse(readFileSync(new URL('package.json', rootUrl), 'utf8')) as { version: string }
).version;
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: rootUrl }).toString().trim();
  } catch {
    return 'unknown';
  }
})();

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 5 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

describe('GET /api/v2/info and /rest/info', () => {
  it.each(['/api/v2/info', '/rest/info'])(
    '%s gives the package version and commit',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(infoResponseSchema.parse(res.json())).toEqual({
        version: packageVersion,
        commitHash: commit,
      });
    },
  );
});

describe('GET /api/v2/net/time and /api/v2/vega/time', () => {
  const latest = async () =>
    (
      await t.db.query<{ t: string }>(
        'SELECT time_ns::text AS t FROM blocks ORDER BY height DESC LIMIT 1',
      )
    )[0]!.t;

  it('gives the time of the latest block, on both paths, and follows new blocks', async () => {
    for (const url of ['/api/v2/net/time', '/api/v2/vega/time']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(timeResponseSchema.parse(res.json())).toEqual({ timestamp: await latest() });
    }
    const before = (await get('/api/v2/net/time')).json().timestamp as string;
    await t.chain.advance(3);
    const after = (await get('/api/v2/net/time')).json().timestamp as string;
    // Blocks are 1 s apart in the test chain.
    expect(BigInt(after) - BigInt(before)).toBe(3_000_000_000n);
    expect(after).toBe(await latest());
  });

  it('answers "0" before the first block', async () => {
    const genesisOnly = await buildTestApp();
    try {
      const res = await genesisOnly.app.inject({ url: '/api/v2/net/time' });
      expect(res.json()).toEqual({ timestamp: '0' });
    } finally {
      await genesisOnly.close();
    }
  });
});
