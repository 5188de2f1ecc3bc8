import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  epochResponseSchema,
  nodeDataResponseSchema,
  nodeResponseSchema,
  nodesResponseSchema,
  type Node,
} from '#contract/node.ts';
import { errorBodySchema } from '#contract/errors.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';

/** Epoch 1 ends with block 301 (the first whose time passes genesis + 5 min); 310 is in epoch 2. */
const BLOCKS = 310;

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: BLOCKS });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

async function nodes(query = ''): Promise<{ ids: string[]; nodes: Node[]; body: unknown }> {
  const res = await get(`/api/v2/nodes${query}`);
  expect(res.statusCode).toBe(200);
  const body = nodesResponseSchema.parse(res.json());
  return {
    ids: body.nodes.edges.map((e) => e.node.id),
    nodes: body.nodes.edges.map((e) => e.node),
    body,
  };
}

describe('GET /api/v2/nodes', () => {
  it('lists every node of the epoch in progress, highest id first', async () => {
    const { ids, nodes: list } = await nodes();
    const expected = [...t.chain.state.validators.nodes.keys()].sort().reverse();
    expect(ids).toEqual(expected);
    for (const n of list) {
      const sum = n.delegations.reduce((s, d) => s + BigInt(d.amount), 0n);
      expect(BigInt(n.stakedTotal)).toBe(sum);
      expect(BigInt(n.stakedByOperator) + BigInt(n.stakedByDelegates)).toBe(sum);
      expect(n.delegations.every((d) => d.epochSeq === '2' && d.nodeId === n.id)).toBe(true);
    }
  });

  it('lists the nodes as they stood in an earlier epoch', async () => {
    const { nodes: now } = await nodes();
    const { nodes: first } = await nodes('?epochSeq=1');
    expect(first.length).toBeGreaterThanOrEqual(19);
    expect(first.every((n) => n.epochData.total === 1)).toBe(true);
    expect(now.every((n) => n.epochData.total <= 1)).toBe(true);
    // The epoch-1 records carry epoch-1 delegations.
    expect(first.flatMap((n) => n.delegations).every((d) => d.epochSeq === '1')).toBe(true);
  });

  it('pages forwards by id without gaps or repeats', async () => {
    const { ids: all } = await nodes('?pagination.newestFirst=false');
    expect(all).toEqual([...all].sort());
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const res = await get(
        `/api/v2/nodes?pagination.newestFirst=false&pagination.first=6${after ? `&pagination.after=${encodeURIComponent(after)}` : ''}`,
      );
      const page = nodesResponseSchema.parse(res.json()).nodes;
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
  });

  it('gives an empty list for an epoch that has not started, 400 for a malformed one', async () => {
    expect((await nodes('?epochSeq=999')).ids).toEqual([]);
    const bad = await get('/api/v2/nodes?epochSeq=first');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).code).toBe(3);
  });
});

describe('GET /api/v2/node/{id}', () => {
  it('returns one node as in the list', async () => {
    const { nodes: list } = await nodes();
    const res = await get(`/api/v2/node/${list[3]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(nodeResponseSchema.parse(res.json()).node).toEqual(list[3]);
  });

  it('answers 404 for an unknown node and 400 for a malformed id', async () => {
    const missing = await get(`/api/v2/node/${'ab'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).message).toBe('NotFound error');
    expect((await get('/api/v2/node/not-a-node')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/epoch', () => {
  it('returns the epoch in progress with its nodes and delegations', async () => {
    const res = await get('/api/v2/epoch');
    expect(res.statusCode).toBe(200);
    const { epoch } = epochResponseSchema.parse(res.json());
    expect(epoch.seq).toBe('2');
    expect(epoch.timestamps.firstBlock).toBe('302');
    expect(epoch.timestamps.lastBlock).toBe('0');
    expect(epoch.timestamps.endTime).toBe('0');
    expect(BigInt(epoch.timestamps.expiryTime) - BigInt(epoch.timestamps.startTime)).toBe(
      300_000_000_000n,
    );
    const staked = epoch.validators.reduce((s, n) => s + BigInt(n.stakedTotal), 0n);
    expect(epoch.delegations.reduce((s, d) => s + BigInt(d.amount), 0n)).toBe(staked);
  });

  it('returns an ended epoch by id, ending where the next starts', async () => {
    const first = epochResponseSchema.parse((await get('/api/v2/epoch?id=1')).json()).epoch;
    const second = epochResponseSchema.parse((await get('/api/v2/epoch')).json()).epoch;
    expect(first.timestamps).toMatchObject({ firstBlock: '1', lastBlock: '301' });
    expect(first.timestamps.endTime).toBe(second.timestamps.startTime);
    // Block 301 is the first whose time (genesis + 301 s) passed the expiry (genesis + 300 s).
    expect(BigInt(first.timestamps.endTime) - BigInt(first.timestamps.expiryTime)).toBe(
      1_000_000_000n,
    );
    expect(first.validators.length).toBeGreaterThanOrEqual(19);
  });

  it('finds the epoch of a block (our `block` extension), 404 past the head, 400 malformed', async () => {
    // From the fixture: epoch 1 holds blocks 1–301, epoch 2 starts at 302; the head is 310.
    const seqOf = async (block: string) =>
      epochResponseSchema.parse((await get(`/api/v2/epoch?block=${block}`)).json()).epoch.seq;
    expect(await seqOf('1')).toBe('1');
    expect(await seqOf('301')).toBe('1');
    expect(await seqOf('302')).toBe('2');
    expect(await seqOf('310')).toBe('2');
    const future = await get('/api/v2/epoch?block=311');
    expect(future.statusCode).toBe(404);
    expect(errorBodySchema.parse(future.json()).details[0]?.inner).toBe('block: 311');
    expect((await get('/api/v2/epoch?block=tall')).statusCode).toBe(400);
    expect((await get('/api/v2/epoch?block=3&id=1')).statusCode).toBe(400);
  });

  it('answers 404 for an epoch not reached and 400 for a malformed id', async () => {
    expect((await get('/api/v2/epoch?id=99')).statusCode).toBe(404);
    expect((await get('/api/v2/epoch?id=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/v2/network/data', () => {
  it('summarises the node sets of the epoch in progress', async () => {
    const res = await get('/api/v2/network/data');
    expect(res.statusCode).toBe(200);
    const { nodeData } = nodeDataResponseSchema.parse(res.json());
    const { nodes: list } = await nodes();
    const of = (status: string) => list.filter((n) => n.rankingScore.status === status);
    expect(nodeData.totalNodes).toBe(list.length);
    expect(nodeData.tendermintNodes.total).toBe(of('VALIDATOR_NODE_STATUS_TENDERMINT').length);
    expect(nodeData.ersatzNodes.total).toBe(of('VALIDATOR_NODE_STATUS_ERSATZ').length);
    expect(nodeData.pendingNodes.total).toBe(of('VALIDATOR_NODE_STATUS_PENDING').length);
    expect(nodeData.tendermintNodes.maximum).toBe(13);
    expect(nodeData.ersatzNodes.maximum).toBe(Math.floor(0.5 * nodeData.tendermintNodes.total));
    expect(nodeData.pendingNodes).not.toHaveProperty('maximum');
    const staked = list.reduce((s, n) => s + BigInt(n.stakedTotal), 0n);
    expect(nodeData.stakedTotal).toBe(staked.toString());
    // One epoch of 5 minutes and 1 s has ended.
    expect(nodeData.uptime).toBeCloseTo(301 / 60, 6);
    // Whoever moved up or down at this epoch's start is listed in its new set.
    for (const id of nodeData.tendermintNodes.promoted)
      expect(list.find((n) => n.id === id)?.rankingScore.previousStatus).not.toBe(
        'VALIDATOR_NODE_STATUS_TENDERMINT',
      );
    const moved = [nodeData.tendermintNodes, nodeData.ersatzNodes, nodeData.pendingNodes].flatMap(
      (s) => [...s.promoted, ...s.demoted],
    );
    expect(moved.length).toBeGreaterThan(0);
  });
});
