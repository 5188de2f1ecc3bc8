import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cometBlockchainSchema,
  cometBlockSchema,
  cometErrorResponseSchema,
  cometStatusSchema,
} from '#contract/cometbft.ts';
import { nodesResponseSchema } from '#contract/node.ts';
import { transactionsResponseSchema } from '#contract/transaction.ts';
import { rfc3339Nano } from '../../src/routes/cometbft-shapes.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

const BLOCKS = 45;

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: BLOCKS });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function rpc(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ jsonrpc: string; id: number; result: unknown }>();
  expect(body.jsonrpc).toBe('2.0');
  expect(body.id).toBe(-1);
  return body.result;
}

async function rpcError(url: string, status: number) {
  const res = await get(url);
  expect(res.statusCode).toBe(status);
  const body = cometErrorResponseSchema.parse(res.json());
  expect(body).not.toHaveProperty('result');
  return body.error;
}

/** Blocks are one second apart from the pinned start, 2026-01-01T00:00:00Z, block 1 first. */
const timeOf = (height: number) =>
  new Date(Date.UTC(2026, 0, 1, 0, 0, height - 1)).toISOString().replace('.000Z', 'Z');

/** CometBFT address of a key, worked out here: SHA-256 of the raw key, first 20 bytes, hex. */
const address = (tmPubKey: string) =>
  createHash('sha256')
    .update(Buffer.from(tmPubKey, 'base64'))
    .digest()
    .subarray(0, 20)
    .toString('hex')
    .toUpperCase();

describe('GET /tm/status', () => {
  it('names the chain and its earliest and latest blocks', async () => {
    const status = cometStatusSchema.parse(await rpc('/tm/status'));
    expect(status.node_info.network).toBe(t.genesis.chainId);
    expect(status.sync_info.latest_block_height).toBe('45');
    expect(status.sync_info.latest_block_time).toBe(timeOf(45));
    expect(status.sync_info.earliest_block_height).toBe('1');
    expect(status.sync_info.earliest_block_time).toBe('2026-01-01T00:00:00Z');
    expect(status.sync_info.latest_block_hash).toMatch(/^[0-9A-F]{64}$/);
    expect(status.sync_info.catching_up).toBe(false);
  });
});

describe('GET /tm/blockchain', () => {
  const heights = async (query: string) => {
    const result = cometBlockchainSchema.parse(await rpc(`/tm/blockchain${query}`));
    expect(result.last_height).toBe('45');
    return result.block_metas.map((m) => Number(m.header.height));
  };
  const range = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => from - i);

  it('without bounds gives the 20 newest, newest first', async () => {
    expect(await heights('')).toEqual(range(45, 26));
  });

  it('gives the blocks between the bounds, both included', async () => {
    expect(await heights('?minHeight=3&maxHeight=5')).toEqual([5, 4, 3]);
    expect(await heights('?minHeight="3"&maxHeight="3"')).toEqual([3]);
  });

  it('clamps max to the head and keeps the 20 highest of a wider range', async () => {
    expect(await heights('?minHeight=1&maxHeight=1000')).toEqual(range(45, 26));
    expect(await heights('?maxHeight=30')).toEqual(range(30, 11));
    expect(await heights('?minHeight=40')).toEqual(range(45, 40));
  });

  it('carries header, hash chain, proposer and tx count', async () => {
    const result = cometBlockchainSchema.parse(
      await rpc('/tm/blockchain?minHeight=9&maxHeight=10'),
    );
    const [ten, nine] = result.block_metas;
    expect(ten?.header.time).toBe(timeOf(10));
    expect(ten?.header.chain_id).toBe(t.genesis.chainId);
    expect(ten?.header.last_block_id.hash).toBe(nine?.block_id.hash);
    expect(ten?.block_id.hash).toMatch(/^[0-9A-F]{64}$/);
    const txs = transactionsResponseSchema.parse(
      (await get('/rest/transactions?filters[block.height]=10&limit=1000')).json(),
    ).transactions;
    expect(ten?.num_txs).toBe(String(txs.length));
  });

  it('refuses an empty range and malformed bounds in CometBFT error bodies, never a 500', async () => {
    expect(await rpcError('/tm/blockchain?minHeight=10&maxHeight=5', 400)).toEqual({
      code: -32603,
      message: 'Internal error',
      data: "min height 10 can't be greater than max height 5",
    });
    expect(await rpcError('/tm/blockchain?minHeight=-1', 400)).toMatchObject({ code: -32603 });
    const bad = await rpcError('/tm/blockchain?maxHeight=tall', 400);
    expect(bad.code).toBe(-32602);
    expect(bad.message).toBe('Invalid params');
    expect((await rpcError('/tm/blockchain?maxHeight=99999999999999999999', 400)).code).toBe(
      -32602,
    );
  });
});

describe('GET /tm/block', () => {
  it('gives a block with its header and its transactions as base64 records', async () => {
    const { block, block_id } = cometBlockSchema.parse(await rpc('/tm/block?height=7'));
    expect(block.header.height).toBe('7');
    expect(block.header.time).toBe(timeOf(7));
    expect(block_id.hash).toMatch(/^[0-9A-F]{64}$/);
    const six = cometBlockchainSchema.parse(await rpc('/tm/blockchain?minHeight=6&maxHeight=6'));
    expect(block.header.last_block_id.hash).toBe(six.block_metas[0]?.block_id.hash);
    expect(block.last_commit?.height).toBe('6');

    const listed = transactionsResponseSchema
      .parse((await get('/rest/transactions?filters[block.height]=7&limit=1000')).json())
      .transactions.map((tx) => tx.hash)
      .reverse();
    expect(listed.length).toBeGreaterThan(0);
    const decoded = (block.data.txs ?? []).map(
      (b64) => (JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as { hash: string }).hash,
    );
    expect(decoded).toEqual(listed);
  });

  it('without a height gives the latest block', async () => {
    const { block } = cometBlockSchema.parse(await rpc('/tm/block'));
    expect(block.header.height).toBe('45');
  });

  it('names the proposer: consensus validators in turn, in proportion to voting power', async () => {
    const consensus = nodesResponseSchema
      .parse((await get('/api/v2/nodes')).json())
      .nodes.edges.map((e) => e.node)
      .filter((n) => n.rankingScore.status === 'VALIDATOR_NODE_STATUS_TENDERMINT');
    const power = new Map(consensus.map((n) => [address(n.tmPubKey), n.rankingScore.votingPower]));
    expect(power.size).toBeGreaterThan(3);
    const metas = [
      ...cometBlockchainSchema.parse(await rpc('/tm/blockchain?minHeight=26&maxHeight=45'))
        .block_metas,
      ...cometBlockchainSchema.parse(await rpc('/tm/blockchain?minHeight=6&maxHeight=25'))
        .block_metas,
      ...cometBlockchainSchema.parse(await rpc('/tm/blockchain?minHeight=1&maxHeight=5'))
        .block_metas,
    ];
    const proposers = metas.map((m) => m.header.proposer_address).reverse();
    // Block 1 is chosen before the genesis ranking gives anyone power: all weigh the same and
    // CometBFT breaks the tie by the lower address.
    expect(proposers[0]).toBe([...power.keys()].sort()[0]);
    // From block 2 on, each proposes about its share of the power (weighted round robin keeps
    // every count within a block or two of the share; the first block shifts it by at most one).
    const total = [...power.values()].reduce((a, b) => a + b, 0);
    const later = proposers.slice(1);
    for (const [addr, p] of power) {
      const count = later.filter((x) => x === addr).length;
      expect(Math.abs(count - (later.length * p) / total)).toBeLessThanOrEqual(2);
    }
    expect(later.every((x) => power.has(x))).toBe(true);
    // Spread out, not in streaks: no validator proposes more than twice in a row here.
    const streak = later.reduce(
      (acc, x, i) => {
        const run = i > 0 && later[i - 1] === x ? acc.run + 1 : 1;
        return { run, max: Math.max(acc.max, run) };
      },
      { run: 0, max: 0 },
    );
    expect(streak.max).toBeLessThanOrEqual(2);
  });

  it('refuses heights beyond the head, zero and malformed ones, never a 500', async () => {
    expect(await rpcError('/tm/block?height=46', 404)).toEqual({
      code: -32603,
      message: 'Internal error',
      data: 'height 46 must be less than or equal to the current blockchain height 45',
    });
    expect(await rpcError('/tm/block?height=0', 400)).toEqual({
      code: -32603,
      message: 'Internal error',
      data: 'height must be greater than 0, but got 0',
    });
    for (const bad of ['abc', '1.5', '0x10', '9223372036854775808'])
      expect((await rpcError(`/tm/block?height=${bad}`, 400)).code).toBe(-32602);
  });
});

describe('GET /tm/<a method not served>', () => {
  it("answers CometBFT's Method not found body, not a page or the spec's 404", async () => {
    for (const method of ['nope', 'validators', 'status/extra'])
      expect(await rpcError(`/tm/${method}?height=1`, 404)).toEqual({
        code: -32601,
        message: 'Method not found',
        data: `no method ${method}`,
      });
  });
});

describe('rfc3339Nano', () => {
  it('writes nanoseconds with trailing zeros trimmed, as Go does', () => {
    expect(rfc3339Nano(1_767_225_600_000_000_000n)).toBe('2026-01-01T00:00:00Z');
    expect(rfc3339Nano(1_767_225_600_520_000_000n)).toBe('2026-01-01T00:00:00.52Z');
    expect(rfc3339Nano(1_767_225_601_000_000_001n)).toBe('2026-01-01T00:00:01.000000001Z');
  });
});
