import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochResponseSchema } from '#contract/node.ts';
import {
  checkpointsResponseSchema,
  networkLimitsResponseSchema,
} from '#contract/network-limits.ts';
import { delegationsResponseSchema, stakeResponseSchema } from '#contract/stake.ts';
import {
  erc20ListAssetBundleResponseSchema,
  erc20WithdrawalApprovalResponseSchema,
} from '#contract/erc20-bundles.ts';
import { withdrawalResponseSchema } from '#contract/withdrawal.ts';
import { assetResponseSchema } from '#contract/asset.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { jsonClient } from './json-client.ts';
import { walk } from './page-walk.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 160 });
}, 120_000);
afterAll(async () => t?.close());

const { ok, expectStatus } = jsonClient(() => t.app);
const UNKNOWN = 'cd'.repeat(32);

describe('GET /api/v2/delegations', () => {
  it('lists the delegations of an epoch as the epoch shows them', async () => {
    const { epoch } = epochResponseSchema.parse(await ok('/api/v2/epoch'));
    const listed = delegationsResponseSchema
      .parse(await ok(`/api/v2/delegations?epochId=${epoch.seq}`))
      .delegations.edges.map((e) => e.node);
    const key = (d: { party: string; nodeId: string }) => `${d.nodeId}/${d.party}`;
    expect(listed.map(key).sort()).toEqual(epoch.delegations.map(key).sort());
    expect(listed.length).toBeGreaterThan(0);
    const { party, nodeId } = listed[0]!;
    const mine = delegationsResponseSchema
      .parse(await ok(`/api/v2/delegations?partyId=${party}&nodeId=${nodeId}`))
      .delegations.edges.map((e) => e.node);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.party === party && d.nodeId === nodeId)).toBe(true);
    // Newest epoch first.
    const epochs = mine.map((d) => Number(d.epochSeq));
    expect(epochs).toEqual([...epochs].sort((a, b) => b - a));
  });

  it('walks every delegation once, both ways', async () => {
    const all = delegationsResponseSchema.parse(await ok('/api/v2/delegations')).delegations.edges;
    const forward = await walk(t.app, '/api/v2/delegations', { key: 'delegations', size: 97 });
    const backward = await walk(t.app, '/api/v2/delegations', {
      key: 'delegations',
      size: 97,
      backward: true,
    });
    expect(forward).toEqual(all.map((e) => e.node));
    expect(backward).toEqual(forward);
  });

  it('answers empty lists and 400s', async () => {
    for (const q of [`partyId=${UNKNOWN}`, 'epochId=999999']) {
      const body = delegationsResponseSchema.parse(await ok(`/api/v2/delegations?${q}`));
      expect(body.delegations.edges).toEqual([]);
    }
    await expectStatus('/api/v2/delegations?epochId=x', 400);
    await expectStatus('/api/v2/delegations?partyId=abc', 400);
    await expectStatus('/api/v2/delegations?nodeId=abc', 400);
  });
});

describe('GET /api/v2/parties/{partyId}/stake', () => {
  it('answers the stake the chain holds for the party, and its bridge events', async () => {
    const rows = await t.db.query<{ party: string; code: number }>(
      `SELECT COALESCE(
         record::jsonb #>> '{command,chainEvent,stakingEvent,stakeDeposited,netPublicKey}',
         record::jsonb #>> '{command,chainEvent,stakingEvent,stakeRemoved,netPublicKey}') AS party,
         code
       FROM transactions WHERE type = 'Chain Event' AND code IN (0, 70)
         AND record::jsonb #> '{command,chainEvent,stakingEvent}' ? 'totalSupply' = false
         AND record::jsonb #> '{command,chainEvent,stakingEvent}' IS NOT NULL`,
    );
    const stakers = [...new Set(rows.map((r) => r.party))];
    expect(stakers.length).toBeGreaterThan(0);
    const genesisOnly = t.genesis.parties.find(
      (p) => BigInt(p.staking.associated) > 0n && !stakers.includes(p.id),
    )!;
    for (const party of [...stakers, genesisOnly.id]) {
      const body = stakeResponseSchema.parse(await ok(`/api/v2/parties/${party}/stake`));
      expect(body.currentStakeAvailable, party).toBe(
        t.chain.state.governance.associatedStake(party).toString(),
      );
      const events = rows.filter((r) => r.party === party);
      expect(body.stakeLinkings.edges.length).toBe(events.length);
      expect(
        body.stakeLinkings.edges.filter((e) => e.node.status === 'STATUS_REJECTED').length,
      ).toBe(events.filter((r) => r.code !== 0).length);
    }
  });

  it('answers nothing staked for an unknown party, 400 for a malformed one', async () => {
    expect(stakeResponseSchema.parse(await ok(`/api/v2/parties/${UNKNOWN}/stake`))).toEqual({
      currentStakeAvailable: '0',
      stakeLinkings: {
        edges: [],
        pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
      },
    });
    await expectStatus('/api/v2/parties/nobody/stake', 400);
    await expectStatus(`/api/v2/parties/${UNKNOWN}/stake?pagination.last=-1`, 400);
  });
});

describe('network limits and checkpoints', () => {
  it('allows market and asset proposals once genesis is loaded; lists no checkpoints', async () => {
    const { limits } = networkLimitsResponseSchema.parse(await ok('/api/v2/network/limits'));
    expect(limits).toMatchObject({
      genesisLoaded: true,
      canProposeMarket: true,
      canProposeAsset: true,
    });
    expect(
      checkpointsResponseSchema.parse(await ok('/api/v2/checkpoints')).checkpoints.edges,
    ).toEqual([]);
    await expectStatus('/api/v2/checkpoints?pagination.after=%%%', 400);
  });
});

describe('ERC-20 bundles', () => {
  it('bundles an ERC-20 asset and refuses a builtin one', async () => {
    const assets = await t.db.query<{ id: string; source: string }>(
      'SELECT id, source FROM assets',
    );
    for (const { id, source } of assets) {
      const url = `/api/v2/erc20/asset/list/bundle?assetId=${id}`;
      if (source !== 'erc20') {
        await expectStatus(url, 404);
        continue;
      }
      const bundle = erc20ListAssetBundleResponseSchema.parse(await ok(url));
      const { asset } = assetResponseSchema.parse(await ok(`/api/v2/asset/${id}`));
      expect(bundle.assetSource).toBe(asset.details.erc20!.contractAddress);
      expect(bundle.netAssetId).toBe(id);
      expect(BigInt(bundle.nonce)).toBe(BigInt(`0x${id}`));
      expect(bundle.signatures).toBe('0x');
    }
  });

  it('gives the withdrawal approval of a withdrawal', async () => {
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM withdrawals LIMIT 1');
    const { withdrawal } = withdrawalResponseSchema.parse(
      await ok(`/api/v2/withdrawal/${row!.id}`),
    );
    const bundle = erc20WithdrawalApprovalResponseSchema.parse(
      await ok(`/api/v2/erc20/asset/withdrawal/bundle?withdrawalId=${row!.id}`),
    );
    const { asset } = assetResponseSchema.parse(await ok(`/api/v2/asset/${withdrawal.asset}`));
    expect(bundle).toEqual({
      assetSource: asset.details.erc20!.contractAddress,
      amount: withdrawal.amount,
      nonce: withdrawal.ref,
      signatures: '0x',
      targetAddress: withdrawal.ext!.erc20!.receiverAddress,
      creation: withdrawal.createdTimestamp,
    });
  });

  it('answers 404 for unknown ids and 400 for missing or malformed ones', async () => {
    for (const [path, param] of [
      ['list', 'assetId'],
      ['limits', 'proposalId'],
      ['withdrawal', 'withdrawalId'],
    ]) {
      await expectStatus(`/api/v2/erc20/asset/${path}/bundle?${param}=${UNKNOWN}`, 404);
      await expectStatus(`/api/v2/erc20/asset/${path}/bundle`, 400);
      await expectStatus(`/api/v2/erc20/asset/${path}/bundle?${param}=0x12`, 400);
    }
  });
});
