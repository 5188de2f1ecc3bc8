import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

interface RawAsset {
  id: string;
  details: { symbol: string; decimals: string; erc20?: unknown; builtinAsset?: unknown };
}
// Expected values come from the genesis file itself, read here without the app's loader.
const genesisAssets = (
  JSON.parse(readFileSync(new URL('../../genesis/default.json', import.meta.url), 'utf8')) as {
    assets: RawAsset[];
  }
).assets;
const idsAscending = genesisAssets.map((a) => a.id).sort();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('GET /api/v2/assets', () => {
  it('lists every genesis asset, newest (highest id) first by default', async () => {
    const res = await get('/api/v2/assets');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.assets.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(ids).toEqual([...idsAscending].reverse());
    expect(body.assets.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(body.assets.pageInfo.startCursor).toBe(body.assets.edges[0].cursor);
  });

  it('renders an ERC-20 asset with only its erc20 source and decimals as a string', async () => {
    const erc20 = genesisAssets.find((a) => a.details.erc20)!;
    const res = await get(`/api/v2/assets?assetId=${erc20.id}`);
    const [edge] = res.json().assets.edges;
    expect(edge.node.id).toBe(erc20.id);
    expect(edge.node.status).toBe('STATUS_ENABLED');
    expect(edge.node.details.decimals).toBe(erc20.details.decimals);
    expect(edge.node.details.erc20).toEqual(erc20.details.erc20);
    expect(edge.node.details).not.toHaveProperty('builtinAsset');
  });

  it('walks forwards two at a time and backwards again without gaps or duplicates', async () => {
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const res = await get(
        `/api/v2/assets?pagination.first=2&pagination.newestFirst=false${after && `&pagination.after=${encodeURIComponent(after)}`}`,
      );
      const conn = res.json().assets;
      seen.push(...conn.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(idsAscending);

    const back: string[] = [];
    let before = '';
    for (;;) {
      const res = await get(
        `/api/v2/assets?pagination.last=2&pagination.newestFirst=false${before && `&pagination.before=${encodeURIComponent(before)}`}`,
      );
      const conn = res.json().assets;
      back.unshift(...conn.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!conn.pageInfo.hasPreviousPage) break;
      before = conn.pageInfo.startCursor;
    }
    expect(back).toEqual(idsAscending);
  });

  it.each([
    ['pagination.first=0', 'page size must be positive'],
    ['pagination.first=5001', 'page size must be at most 5000'],
    ['pagination.first=abc', 'pagination.first must be an integer'],
    ['pagination.after=x&pagination.before=y', 'cannot use both before and after'],
    ['pagination.after=%25%25notbase64', 'cursor cannot be decoded'],
    ['pagination.newestFirst=maybe', 'pagination.newestFirst must be true or false'],
    ['assetId=xyz', 'assetId must be 64 hexadecimal characters'],
  ])('answers 400 with the error body for %s', async (query, message) => {
    const res = await get(`/api/v2/assets?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(3);
    expect(body.message).toBe('InvalidArgument error');
    expect(body.details[0]['@type']).toMatch(/ErrorDetail$/);
    expect(body.details[0].message).toContain(message);
  });
});

describe('GET /api/v2/asset/{assetId}', () => {
  it('returns the asset, accepting upper-case hex', async () => {
    const builtin = genesisAssets.find((a) => a.details.builtinAsset)!;
    const res = await get(`/api/v2/asset/${builtin.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const { asset } = res.json();
    expect(asset.id).toBe(builtin.id);
    expect(asset.details.symbol).toBe(builtin.details.symbol);
    expect(asset.details.builtinAsset).toEqual(builtin.details.builtinAsset);
    expect(asset.details).not.toHaveProperty('erc20');
  });

  it('answers 404 NotFound for an unknown id', async () => {
    const res = await get(`/api/v2/asset/${'0'.repeat(64)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 5, message: 'NotFound error' });
    expect(res.json().details[0].message).toBe('asset not found');
  });

  it('answers 400 InvalidArgument for a malformed id', async () => {
    const res = await get('/api/v2/asset/not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3, message: 'InvalidArgument error' });
  });
});

describe('errors and headers', () => {
  it('answers unknown API routes with the 404 error body', async () => {
    const res = await get('/api/v2/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 5, message: 'NotFound error' });
  });

  it('allows any origin to read the API', async () => {
    const res = await get('/api/v2/assets');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
