import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  historySegmentsResponseSchema,
  networkHistoryBootstrapResponseSchema,
  networkHistoryStatusResponseSchema,
} from '#contract/network-history.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 0 });
  // Snapshots every 25 blocks (as test/routes/snapshots.test.ts lowers it) so segments exist.
  t.chain.state.params.set('snapshot.interval.length', '25');
  await t.chain.advance(90);
}, 120_000);
afterAll(async () => t?.close());

const ok = async (url: string) => {
  const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('network history', () => {
  it('lists one segment per snapshot, hashed over its blocks, newest first, chained', async () => {
    const { segments } = historySegmentsResponseSchema.parse(
      await ok('/api/v2/networkhistory/segments'),
    );
    expect(segments.map((s) => [s.fromHeight, s.toHeight])).toEqual([
      ['51', '75'],
      ['26', '50'],
      ['1', '25'],
    ]);
    const blocks = await t.db.query<{ height: string; hash: string }>(
      'SELECT height::text AS height, hash FROM blocks ORDER BY blocks.height',
    );
    for (const s of segments) {
      const hashes = blocks
        .filter(
          (b) => BigInt(b.height) >= BigInt(s.fromHeight) && BigInt(b.height) <= BigInt(s.toHeight),
        )
        .map((b) => b.hash)
        .join('');
      expect(s.historySegmentId).toBe(createHash('sha256').update(hashes).digest('hex'));
      expect(s.chainId).toBe(t.genesis.chainId);
    }
    expect(segments.map((s) => s.previousHistorySegmentId)).toEqual([
      segments[1]!.historySegmentId,
      segments[2]!.historySegmentId,
      '',
    ]);
  });

  it('reports no swarm and no bootstrap peers', async () => {
    expect(networkHistoryStatusResponseSchema.parse(await ok('/api/v2/networkhistory'))).toEqual({
      ipfsAddress: '',
      swarmKey: '',
      swarmKeySeed: '',
      connectedPeers: [],
    });
    expect(
      networkHistoryBootstrapResponseSchema.parse(await ok('/api/v2/networkhistory/bootstrap')),
    ).toEqual({ bootstrapPeers: [] });
  });
});
