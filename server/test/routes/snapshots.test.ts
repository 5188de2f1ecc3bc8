import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreSnapshotsResponseSchema, type CoreSnapshot } from '#contract/node.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

/**
 * The snapshot interval is lowered to 40 blocks before the first block, as a governance change
 * of `snapshot.interval.length` would, so a short chain holds several snapshots.
 */
const INTERVAL = 40;
const BLOCKS = 170;

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 0 });
  t.chain.state.params.set('snapshot.interval.length', String(INTERVAL));
  await t.chain.advance(BLOCKS);
}, 120_000);
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

async function page(query = '') {
  const res = await get(`/api/v2/snapshots${query}`);
  expect(res.statusCode).toBe(200);
  return coreSnapshotsResponseSchema.parse(res.json()).coreSnapshots;
}

describe('GET /api/v2/snapshots', () => {
  it('lists one snapshot per interval, newest first, with the block hash', async () => {
    const list = await page();
    const heights = list.edges.map((e) => e.node.blockHeight);
    expect(heights).toEqual(['160', '120', '80', '40']);
    for (const { node } of list.edges) {
      const [block] = await t.db.query<{ hash: string }>(
        'SELECT hash FROM blocks WHERE height = $1',
        [node.blockHeight],
      );
      expect(node.blockHash).toBe(block!.hash);
    }
  });

  it('flags the protocol-upgrade block; the release changes after it', async () => {
    const nodes: CoreSnapshot[] = (await page('?pagination.newestFirst=false')).edges.map(
      (e) => e.node,
    );
    // The validators' agents aim the first upgrade at the first snapshot block.
    expect(nodes[0]).toMatchObject({
      blockHeight: '40',
      coreVersion: 'v0.71.4',
      protocolUpgradeBlock: true,
    });
    expect(
      nodes.slice(1).every((n) => n.coreVersion === 'v0.71.5' && !n.protocolUpgradeBlock),
    ).toBe(true);
  });

  it('pages both ways', async () => {
    const first = await page('?pagination.first=3');
    expect(first.edges.map((e) => e.node.blockHeight)).toEqual(['160', '120', '80']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const rest = await page(
      `?pagination.first=3&pagination.after=${encodeURIComponent(first.pageInfo.endCursor)}`,
    );
    expect(rest.edges.map((e) => e.node.blockHeight)).toEqual(['40']);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await page(
      `?pagination.last=2&pagination.before=${encodeURIComponent(rest.pageInfo.startCursor)}`,
    );
    expect(back.edges.map((e) => e.node.blockHeight)).toEqual(['120', '80']);
  });

  it('answers 400 for a malformed cursor or page size', async () => {
    expect((await get('/api/v2/snapshots?pagination.after=%%%')).statusCode).toBe(400);
    expect((await get('/api/v2/snapshots?pagination.first=0')).statusCode).toBe(400);
    expect((await get('/api/v2/snapshots?pagination.first=1&pagination.last=1')).statusCode).toBe(
      400,
    );
  });
});
