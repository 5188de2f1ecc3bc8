import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketsResponseSchema } from '#contract/market.ts';
import {
  oracleDataResponseSchema,
  oracleSpecResponseSchema,
  oracleSpecsResponseSchema,
} from '#contract/oracle.ts';
import {
  epochRewardSummariesResponseSchema,
  rewardSummariesResponseSchema,
  rewardsResponseSchema,
} from '#contract/reward.ts';
import { loadSwagger, responseSchema } from '../conformance/swagger-document.ts';
import { SwaggerValidator } from '../conformance/swagger-validator.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { jsonClient } from './json-client.ts';
import { walk } from './page-walk.ts';

/** 310 blocks: the first epoch (5 minutes) has ended and paid its rewards. */
let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 310 });
}, 180_000);
afterAll(async () => t?.close());

const doc = loadSwagger('trading_data_v2');
const validator = new SwaggerValidator(doc);
const client = jsonClient(() => t.app);
const { get, expectStatus } = client;
/** A 200 whose body also passes the reference swagger (this chain is long enough to pay rewards). */
async function ok(url: string, swaggerPath: string): Promise<unknown> {
  const body = await client.ok(url);
  expect(validator.validate(responseSchema(doc, swaggerPath), body)).toEqual([]);
  return body;
}
const UNKNOWN = 'ef'.repeat(32);

describe('oracle specs and data', () => {
  it('lists the settlement and termination specs of every market, and each by id', async () => {
    const { markets } = marketsResponseSchema.parse((await get('/api/v2/markets')).json());
    const expected = new Set(
      markets.edges.flatMap((e) => {
        const future = e.node.tradableInstrument.instrument.future!;
        return [
          future.dataSourceSpecForSettlementData.id,
          future.dataSourceSpecForTradingTermination.id,
        ];
      }),
    );
    const specs = oracleSpecsResponseSchema
      .parse(await ok('/api/v2/oracle/specs', '/api/v2/oracle/specs'))
      .oracleSpecs.edges.map((e) => e.node.externalDataSourceSpec.spec);
    expect(new Set(specs.map((s) => s.id))).toEqual(expected);
    for (const spec of specs.slice(0, 3)) {
      const one = oracleSpecResponseSchema.parse(
        await ok(`/api/v2/oracle/spec/${spec.id}`, '/api/v2/oracle/spec/{oracleSpecId}'),
      );
      expect(one.oracleSpec.externalDataSourceSpec.spec).toEqual(spec);
    }
    const walked = await walk(t.app, '/api/v2/oracle/specs', { key: 'oracleSpecs', size: 3 });
    expect(walked.length).toBe(specs.length);
    await expectStatus(`/api/v2/oracle/spec/${UNKNOWN}`, 404);
    await expectStatus('/api/v2/oracle/spec/abc', 400);
  });

  it('lists every accepted submission with its properties and matched specs', async () => {
    const rows = await t.db.query<{ record: string }>(
      "SELECT record FROM transactions WHERE type = 'Submit Oracle Data' AND code = 0",
    );
    expect(rows.length).toBeGreaterThan(0);
    const data = oracleDataResponseSchema
      .parse(await ok('/api/v2/oracle/data', '/api/v2/oracle/data'))
      .oracleData.edges.map((e) => e.node.externalData.data);
    expect(data.length).toBe(rows.length);
    // Every accepted submission had a listener (the chain refuses the others).
    expect(data.every((d) => d.matchedSpecIds.length > 0 && d.data.length > 0)).toBe(true);
    const specId = data[0]!.matchedSpecIds[0]!;
    const forSpec = oracleDataResponseSchema
      .parse(await ok(`/api/v2/oracle/data?oracleSpecId=${specId}`, '/api/v2/oracle/data'))
      .oracleData.edges.map((e) => e.node.externalData.data);
    expect(forSpec.length).toBe(data.filter((d) => d.matchedSpecIds.includes(specId)).length);
    expect(
      oracleDataResponseSchema.parse(
        await ok(`/api/v2/oracle/data?oracleSpecId=${UNKNOWN}`, '/api/v2/oracle/data'),
      ).oracleData.edges,
    ).toEqual([]);
    await expectStatus('/api/v2/oracle/data?oracleSpecId=1', 400);
  });
});

describe('rewards', () => {
  it('lists every reward payout of the ledger with its epoch and share', async () => {
    const payouts = await t.db.query<{ to_owner: string; quantity: string; asset_id: string }>(
      `SELECT to_owner, quantity::text AS quantity, asset_id FROM ledger_entries
       WHERE transfer_type = 'TRANSFER_TYPE_REWARD_PAYOUT' ORDER BY seq DESC`,
    );
    expect(payouts.length).toBeGreaterThan(0);
    const rewards = rewardsResponseSchema
      .parse(await ok('/api/v2/rewards', '/api/v2/rewards'))
      .rewards.edges.map((e) => e.node);
    expect(rewards.map((r) => [r.partyId, r.amount, r.assetId])).toEqual(
      payouts.map((p) => [p.to_owner, p.quantity, p.asset_id]),
    );
    // Paid when epoch 1 ended, all at once at its end (not as fees came in); the shares of one
    // payout (an asset's staking rewards, or one market reward pool) add up to 100 %.
    expect(new Set(rewards.map((r) => r.epoch))).toEqual(new Set(['1']));
    const [epochEnd] = await t.db.query<{ end_ns: string }>(
      'SELECT end_ns::text AS end_ns FROM epochs WHERE seq = 1',
    );
    expect(new Set(rewards.map((r) => r.receivedAt))).toEqual(new Set([epochEnd!.end_ns]));
    const sum = rewards.reduce((s, r) => s + Number(r.percentageOfTotal), 0);
    const pools = new Set(rewards.map((r) => `${r.assetId}/${r.rewardType}/${r.marketId}`));
    expect(sum).toBeCloseTo(100 * pools.size, 2);
    const party = rewards[0]!.partyId;
    const mine = rewardsResponseSchema.parse(
      await ok(`/api/v2/rewards?partyId=${party}&fromEpoch=1&toEpoch=1`, '/api/v2/rewards'),
    ).rewards.edges;
    expect(mine.length).toBe(rewards.filter((r) => r.partyId === party).length);
    expect(
      rewardsResponseSchema.parse(await ok('/api/v2/rewards?fromEpoch=2', '/api/v2/rewards'))
        .rewards.edges,
    ).toEqual([]);
    const walked = await walk(t.app, '/api/v2/rewards', { key: 'rewards', size: 40 });
    expect(walked).toEqual(rewards);
    await expectStatus('/api/v2/rewards?fromEpoch=one', 400);
    await expectStatus('/api/v2/rewards?partyId=me', 400);
  });

  it('sums rewards per party and asset, and per epoch', async () => {
    const rewards = rewardsResponseSchema
      .parse(await ok('/api/v2/rewards', '/api/v2/rewards'))
      .rewards.edges.map((e) => e.node);
    const party = rewards[0]!.partyId;
    const { summaries } = rewardSummariesResponseSchema.parse(
      await ok(`/api/v2/rewards/summaries?partyId=${party}`, '/api/v2/rewards/summaries'),
    );
    const expected = rewards
      .filter((r) => r.partyId === party)
      .reduce((s, r) => s + BigInt(r.amount), 0n);
    expect(summaries.map((s) => BigInt(s.amount)).reduce((a, b) => a + b, 0n)).toBe(expected);
    const epochs = epochRewardSummariesResponseSchema
      .parse(await ok('/api/v2/rewards/epoch/summaries', '/api/v2/rewards/epoch/summaries'))
      .summaries.edges.map((e) => e.node);
    const total = rewards.reduce((s, r) => s + BigInt(r.amount), 0n);
    expect(epochs.map((e) => BigInt(e.amount)).reduce((a, b) => a + b, 0n)).toBe(total);
    const assetId = epochs[0]!.assetId;
    const one = epochRewardSummariesResponseSchema.parse(
      await ok(
        `/api/v2/rewards/epoch/summaries?filter.assetIds=${assetId}&filter.fromEpoch=1`,
        '/api/v2/rewards/epoch/summaries',
      ),
    ).summaries.edges;
    expect(one.every((e) => e.node.assetId === assetId)).toBe(true);
    expect(
      rewardSummariesResponseSchema.parse(
        await ok(`/api/v2/rewards/summaries?assetId=${UNKNOWN}`, '/api/v2/rewards/summaries'),
      ).summaries,
    ).toEqual([]);
    await expectStatus('/api/v2/rewards/epoch/summaries?filter.marketIds=x', 400);
    await expectStatus('/api/v2/rewards/summaries?pagination.first=abc', 400);
  });
});

describe('an expired market and checkpoints', () => {
  it('shows the first future to expire CLOSED, its data sources deactivated, its termination data', async () => {
    const { markets } = marketsResponseSchema.parse((await get('/api/v2/markets')).json());
    const closed = markets.edges.map((e) => e.node).filter((m) => m.state === 'STATE_CLOSED');
    // LDOETH (the last genesis market) expires 240 s after genesis, settles, closes 60 s later.
    expect(closed.map((m) => m.tradableInstrument.instrument.code)).toEqual(['LDOETH.MF23']);
    const future = closed[0]!.tradableInstrument.instrument.future!;
    expect(closed[0]!.tradingMode).toBe('TRADING_MODE_NO_TRADING');
    expect(future.dataSourceSpecForTradingTermination.status).toBe('STATUS_DEACTIVATED');
    const termination = oracleDataResponseSchema
      .parse(
        await ok(
          `/api/v2/oracle/data?oracleSpecId=${future.dataSourceSpecForTradingTermination.id}`,
          '/api/v2/oracle/data',
        ),
      )
      .oracleData.edges.map((e) => e.node.externalData.data);
    expect(termination.map((d) => d.data)).toEqual([
      [{ name: future.dataSourceSpecBinding.tradingTerminationProperty, value: 'true' }],
    ]);
    // Its successor names it and trades.
    const successor = markets.edges
      .map((e) => e.node)
      .find((m) =>
        m.tradableInstrument.instrument.metadata.tags.includes(`parent:${closed[0]!.id}`),
      );
    // Opened and trading; at the end of the history it may sit in a price-monitoring auction.
    expect(['STATE_ACTIVE', 'STATE_SUSPENDED']).toContain(successor?.state);
    expect(Number(successor?.marketTimestamps.open)).toBeGreaterThan(0);
    const { orders } = (
      await get(`/api/v2/orders?filter.marketIds=${closed[0]!.id}&filter.liveOnly=true`)
    ).json() as { orders: { edges: unknown[] } };
    expect(orders.edges).toEqual([]);
  });

  it('lists the checkpoint taken 5 minutes after genesis', async () => {
    const body = await ok('/api/v2/checkpoints', '/api/v2/checkpoints');
    const { checkpoints } = body as {
      checkpoints: { edges: { node: { hash: string; blockHash: string; atBlock: string } }[] };
    };
    const [block] = await t.db.query<{ hash: string }>(
      'SELECT hash FROM blocks WHERE height = 300',
    );
    // network.checkpoint.timeElapsedBetweenCheckpoints is 5m: the block 300 s after genesis.
    expect(checkpoints.edges.map((e) => [e.node.atBlock, e.node.blockHash])).toEqual([
      ['300', block!.hash],
    ]);
    expect(checkpoints.edges[0]!.node.hash).toMatch(/^[0-9a-f]{64}$/);
    await expectStatus('/api/v2/checkpoints?pagination.first=x', 400);
  });
});

describe('ERC-20 asset limits bundles', () => {
  it('bundles the new limits of every proposal updating an ERC-20 asset (reference swagger)', async () => {
    const { connection } = (await get('/api/v2/governances?pagination.first=1000')).json() as {
      connection: {
        edges: {
          node: {
            proposal: {
              id: string;
              terms: {
                updateAsset?: {
                  assetId: string;
                  changes: { erc20?: { lifetimeLimit: string; withdrawThreshold: string } };
                };
              };
            };
          };
        }[];
      };
    };
    const proposals = connection.edges.map((e) => e.node.proposal);
    const updates = proposals.filter((p) => p.terms.updateAsset?.changes.erc20);
    // The 310-block chain's governance has proposed at least one (its first after block 160).
    expect(updates.length).toBeGreaterThan(0);
    for (const p of updates) {
      const update = p.terms.updateAsset!;
      const bundle = (await ok(
        `/api/v2/erc20/asset/limits/bundle?proposalId=${p.id}`,
        '/api/v2/erc20/asset/limits/bundle',
      )) as Record<string, string>;
      const { asset } = (await get(`/api/v2/asset/${update.assetId}`)).json() as {
        asset: { details: { erc20: { contractAddress: string } } };
      };
      expect(bundle).toEqual({
        assetSource: asset.details.erc20.contractAddress,
        netAssetId: update.assetId,
        // The proposal id read as the bridge's uint256 nonce.
        nonce: BigInt(`0x${p.id}`).toString(),
        lifetimeLimit: update.changes.erc20!.lifetimeLimit,
        threshold: update.changes.erc20!.withdrawThreshold,
        signatures: '0x',
      });
    }
    // A proposal of any other kind has no limits to bundle.
    const other = proposals.find((p) => !p.terms.updateAsset)!;
    await expectStatus(`/api/v2/erc20/asset/limits/bundle?proposalId=${other.id}`, 404);
  });
});
