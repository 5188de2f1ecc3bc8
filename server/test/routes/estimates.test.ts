import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimateFeeResponseSchema,
  estimateMarginResponseSchema,
  estimatePositionResponseSchema,
} from '#contract/estimate.ts';
import { tradesResponseSchema } from '#contract/trade.ts';
import { marginLevels } from '../../src/chain/engine/collateral/margin.ts';
import { partyMarginLevels, riskPrice } from '../../src/chain/engine/trading/margins.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { jsonClient } from './json-client.ts';

let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 120 });
}, 120_000);
afterAll(async () => t?.close());

const { ok, expectStatus } = jsonClient(() => t.app);
const UNKNOWN = '12'.repeat(32);
const levelsOf = (l: {
  maintenanceMargin: bigint;
  searchLevel: bigint;
  initialMargin: bigint;
  collateralReleaseLevel: bigint;
}) => ({
  maintenanceMargin: l.maintenanceMargin.toString(),
  searchLevel: l.searchLevel.toString(),
  initialMargin: l.initialMargin.toString(),
  collateralReleaseLevel: l.collateralReleaseLevel.toString(),
});
const tradedMarkets = () => [...t.chain.state.markets].filter((m) => m.markPrice > 0n);

describe('GET /api/v2/estimate/fee', () => {
  it('equals the fees the engine charged the aggressor of each recent continuous trade', async () => {
    const trades = tradesResponseSchema
      .parse(await ok('/api/v2/trades?pagination.first=300'))
      .trades.edges.map((e) => e.node)
      .filter((tr) => tr.aggressor !== 'SIDE_UNSPECIFIED' && tr.type === 'TYPE_DEFAULT');
    expect(trades.length).toBeGreaterThan(20);
    for (const trade of trades) {
      const { fee } = estimateFeeResponseSchema.parse(
        await ok(
          `/api/v2/estimate/fee?marketId=${trade.marketId}&price=${trade.price}&size=${trade.size}`,
        ),
      );
      expect(fee).toEqual(trade.aggressor === 'SIDE_BUY' ? trade.buyerFee : trade.sellerFee);
    }
  });

  it('answers 404 for an unknown market and 400 for missing or malformed values', async () => {
    const market = tradedMarkets()[0]!.id;
    await expectStatus(`/api/v2/estimate/fee?marketId=${UNKNOWN}&price=1&size=1`, 404);
    await expectStatus(`/api/v2/estimate/fee?marketId=${market}&size=1`, 400);
    await expectStatus(`/api/v2/estimate/fee?marketId=${market}&price=1`, 400);
    await expectStatus(`/api/v2/estimate/fee?price=1&size=1`, 400);
    await expectStatus(`/api/v2/estimate/fee?marketId=${market}&price=-1&size=1`, 400);
    await expectStatus(`/api/v2/estimate/fee?marketId=${market}&price=1&size=1.5`, 400);
  });
});

describe('GET /api/v2/estimate/margin', () => {
  it('equals the levels the engine’s margin check computes for the order', async () => {
    let checked = 0;
    for (const market of tradedMarkets()) {
      const parties = [...new Set(market.book.liveOrders().map((o) => o.partyId))].slice(0, 4);
      for (const party of parties)
        for (const [side, size] of [
          ['SIDE_BUY', 7n],
          ['SIDE_SELL', 3n],
        ] as const) {
          const { marginLevels: est } = estimateMarginResponseSchema.parse(
            await ok(
              `/api/v2/estimate/margin?marketId=${market.id}&partyId=${party}&side=${side}&size=${size}&price=1&type=TYPE_LIMIT`,
            ),
          );
          const engine = partyMarginLevels(market, party, side === 'SIDE_BUY' ? size : -size);
          expect(est).toMatchObject({ ...levelsOf(engine), partyId: party, marketId: market.id });
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('refuses what it cannot estimate', async () => {
    const market = tradedMarkets()[0]!.id;
    const party = '34'.repeat(32);
    const base = `/api/v2/estimate/margin?marketId=${market}&partyId=${party}&price=1`;
    await expectStatus(`${base}&side=SIDE_BUY`, 400);
    await expectStatus(`${base}&size=1`, 400);
    await expectStatus(`${base}&size=1&side=SIDE_UNSPECIFIED`, 400);
    await expectStatus(`${base}&size=1&side=SIDE_BUY&type=TYPE_X`, 400);
    await expectStatus(
      `/api/v2/estimate/margin?marketId=${UNKNOWN}&partyId=${party}&side=1&size=1&price=1`,
      404,
    );
  });
});

describe('GET /api/v2/estimate/position', () => {
  it('gives the engine’s margin for the open volume and where the collateral runs out', async () => {
    const market = tradedMarkets()[0]!;
    for (const openVolume of [25n, -40n]) {
      const collateral = 10n ** 9n;
      const body = estimatePositionResponseSchema.parse(
        await ok(
          `/api/v2/estimate/position?marketId=${market.id}&openVolume=${openVolume}&collateralAvailable=${collateral}`,
        ),
      );
      const engine = marginLevels({
        openVolume,
        markPrice: riskPrice(market),
        riskFactors: market.riskFactors,
        scaling: market.scaling,
        scale: market.scale,
      });
      expect(body.margin.worstCase).toMatchObject(levelsOf(engine));
      expect(body.margin.bestCase).toEqual(body.margin.worstCase);
      // At the liquidation price, collateral plus mark-to-market equals maintenance margin.
      const p = Number(body.liquidation!.worstCase.openVolumeOnly);
      const k = Number(market.scale.priceFactor ?? 1n) / 10 ** market.scale.positionDecimals;
      const m = Number(riskPrice(market));
      const v = Number(openVolume);
      const r = Number(openVolume > 0n ? market.riskFactors.long : market.riskFactors.short);
      const equity = Number(collateral) + v * (p - m) * k;
      const maintenance = Math.abs(v) * p * k * r;
      if (p > 0) expect(Math.abs(equity - maintenance)).toBeLessThan(Math.abs(v) * k * 2);
    }
    const none = estimatePositionResponseSchema.parse(
      await ok(`/api/v2/estimate/position?marketId=${market.id}&openVolume=0`),
    );
    expect(none.margin.worstCase.maintenanceMargin).toBe('0');
    expect(none.liquidation).toBeNull();
    await expectStatus(`/api/v2/estimate/position?marketId=${market.id}`, 400);
    await expectStatus(`/api/v2/estimate/position?marketId=${market.id}&openVolume=1e3`, 400);
    await expectStatus(`/api/v2/estimate/position?marketId=${UNKNOWN}&openVolume=1`, 404);
  });
});
