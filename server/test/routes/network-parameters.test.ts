import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coreNetworkParametersResponseSchema,
  networkParameterResponseSchema,
  networkParametersResponseSchema,
} from '#contract/network-parameter.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// Expected values come from the genesis file itself, read here without the app's loader.
const genesisParameters = (
  JSON.parse(readFileSync(new URL('../../genesis/default.json', import.meta.url), 'utf8')) as {
    networkParameters: Record<string, string>;
  }
).networkParameters;
const keysAscending = Object.keys(genesisParameters).sort();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { accept: 'application/json' } });

describe('GET /network/parameters (core form)', () => {
  it('lists every genesis parameter as a flat array', async () => {
    const res = await get('/network/parameters');
    expect(res.statusCode).toBe(200);
    const { networkParameters } = coreNetworkParametersResponseSchema.parse(res.json());
    expect(networkParameters).toEqual(
      keysAscending.map((key) => ({ key, value: genesisParameters[key] })),
    );
    expect(networkParameters).toHaveLength(116);
  });

  it('filters by networkParameterKey (snake_case too); an unknown key gives an empty list', async () => {
    const key = 'market.fee.factors.makerFee';
    for (const name of ['networkParameterKey', 'network_parameter_key']) {
      expect((await get(`/network/parameters?${name}=${key}`)).json()).toEqual({
        networkParameters: [{ key, value: genesisParameters[key] }],
      });
    }
    expect((await get('/network/parameters?networkParameterKey=no.such')).json()).toEqual({
      networkParameters: [],
    });
  });
});

describe('GET /api/v2/network/parameters', () => {
  it('pages by key, newest (highest key) first by default', async () => {
    const res = await get('/api/v2/network/parameters?pagination.first=3');
    const conn = networkParametersResponseSchema.parse(res.json()).networkParameters;
    expect(conn.edges.map((e) => e.node.key)).toEqual(keysAscending.slice(-3).reverse());
    expect(conn.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks forwards and backwards over all keys without gaps or duplicates', async () => {
    const forward: string[] = [];
    let after = '';
    for (;;) {
      const res = await get(
        `/api/v2/network/parameters?pagination.first=25&pagination.newestFirst=false${after && `&pagination.after=${encodeURIComponent(after)}`}`,
      );
      const conn = networkParametersResponseSchema.parse(res.json()).networkParameters;
      forward.push(...conn.edges.map((e) => e.node.key));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(forward).toEqual(keysAscending);

    const backward: string[] = [];
    let before = '';
    for (;;) {
      const res = await get(
        `/api/v2/network/parameters?pagination.last=40${before && `&pagination.before=${encodeURIComponent(before)}`}`,
      );
      const conn = networkParametersResponseSchema.parse(res.json()).networkParameters;
      backward.unshift(...conn.edges.map((e) => e.node.key));
      if (!conn.pageInfo.hasPreviousPage) break;
      before = conn.pageInfo.startCursor;
    }
    expect(backward).toEqual([...keysAscending].reverse());
  });

  it('refuses bad pagination with a 400', async () => {
    const res = await get('/api/v2/network/parameters?pagination.first=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 3 });
  });
});

describe('GET /api/v2/network/parameters/{key}', () => {
  it('returns one parameter', async () => {
    const key = 'validators.epoch.length';
    const res = await get(`/api/v2/network/parameters/${key}`);
    expect(res.statusCode).toBe(200);
    expect(networkParameterResponseSchema.parse(res.json())).toEqual({
      networkParameter: { key, value: genesisParameters[key] },
    });
  });

  it('answers 404 for an unknown key', async () => {
    const res = await get('/api/v2/network/parameters/no.such.key');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 5, message: 'NotFound error' });
    expect(res.json().details[0]).toMatchObject({
      code: 100003,
      message: 'network parameter not found',
    });
  });
});
