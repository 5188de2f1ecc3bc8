import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateFeeResponseSchema, estimateMarginResponseSchema } from '#contract/estimate.ts';
import { limitOrder } from '../../src/chain/agents/order-commands.ts';
import { executeBlock } from '../../src/chain/engine/block/execute-block.ts';
import { tx } from '../../src/chain/engine/block/pending-tx.ts';
import { Rng } from '../../src/chain/engine/rng.ts';
import type { MarketRuntime } from '../../src/chain/engine/state/market-runtime.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { jsonClient } from './json-client.ts';

/**
 * An estimate for an order equals what the engine charges when that order is then placed. The
 * estimates are asked of the API (computed from the stored chain), then the very order is placed in
 * the next block, run by the engine with no other transaction in it, and what the engine charged is
 * read from that block's own output: the fees on the trade, the margin moved into a party's empty
 * margin account.
 */
let t: ChainTestApp;
beforeAll(async () => {
  t = await buildChainTestApp({ blocks: 120 });
}, 120_000);
afterAll(async () => t?.close());

const { ok } = jsonClient(() => t.app);

/** The next block on the runner's state, holding only `txs` (the chain's own agents stay out). */
function placeInNextBlock(txs: ReturnType<typeof tx>[]) {
  const head = t.chain.head();
  const height = head.height + 1n;
  return executeBlock(
    t.chain.state,
    height,
    head.timeNs + 1_000_000_000n,
    txs,
    new Rng('t', height),
  );
}

/** A market in continuous trading with a mark price and both sides on the book. */
function tradingMarket(): MarketRuntime {
  const market = t.chain.state.markets.find(
    (m) =>
      m.tradingMode === 'TRADING_MODE_CONTINUOUS' &&
      m.markPrice > 0n &&
      m.book.bestStaticBid() !== undefined &&
      m.book.bestStaticAsk() !== undefined,
  );
  expect(market, 'a market trading continuously').toBeDefined();
  return market!;
}

/** Parties with money in the market's asset, no position and no order in the market. */
function freshParties(market: MarketRuntime): string[] {
  const state = t.chain.state;
  const busy = new Set(market.book.liveOrders().map((o) => o.partyId));
  const rich: string[] = [];
  for (const { account, balance } of state.collateral.accounts()) {
    if (account.type !== 'ACCOUNT_TYPE_GENERAL' || account.assetId !== market.settlementAsset)
      continue;
    const party = account.owner;
    if (party === 'network' || busy.has(party) || market.positions.openVolume(party) !== 0n)
      continue;
    const margin = [...state.collateral.accounts()].find(
      (a) =>
        a.account.owner === party &&
        a.account.marketId === market.id &&
        a.account.type === 'ACCOUNT_TYPE_MARGIN',
    );
    if ((margin?.balance ?? 0n) === 0n && balance > 10n ** 12n) rich.push(party);
  }
  return rich;
}

describe('an estimate, then the order placed', () => {
  it('charges the estimated fees to the aggressor and moves the estimated initial margin', async () => {
    const market = tradingMarket();
    const [maker, taker] = freshParties(market);
    expect(taker, 'two parties with money and nothing in the market').toBeDefined();

    // A passive buy one tick under the best bid: it rests, so the margin check is the
    // estimate's case (the order added to the party's live orders), at the same mark price.
    const bid = market.book.bestStaticBid()!;
    const passive = { price: bid - 1n, size: 3n };
    const margin = estimateMarginResponseSchema.parse(
      await ok(
        `/api/v2/estimate/margin?marketId=${market.id}&partyId=${maker}&side=SIDE_BUY&type=TYPE_LIMIT&price=${passive.price}&size=${passive.size}`,
      ),
    ).marginLevels;
    const placed = placeInNextBlock([
      tx(
        maker!,
        'orderSubmission',
        limitOrder(market.id, 'SIDE_BUY', passive.price, passive.size, 'TIME_IN_FORCE_GTC'),
      ),
    ]);
    expect(placed.transactions.map((r) => r.code)).toEqual([0]);
    expect(placed.trades).toEqual([]);
    // The margin account was empty: the engine moves the initial margin from general into it.
    const moved = placed.ledgerEntries
      .map(({ entry }) => entry)
      .filter(
        (e) =>
          e.type === 'TRANSFER_TYPE_MARGIN_LOW' &&
          e.toAccount.owner === maker &&
          e.toAccount.marketId === market.id,
      )
      .map((e) => e.amount.toString());
    expect(moved).toEqual([margin.initialMargin]);
    const record = placed.marginLevels.find((m) => m.partyId === maker && m.marketId === market.id);
    expect(record).toMatchObject({
      maintenanceMargin: margin.maintenanceMargin,
      searchLevel: margin.searchLevel,
      initialMargin: margin.initialMargin,
      collateralReleaseLevel: margin.collateralReleaseLevel,
    });

    // An aggressive buy at the best ask for no more than rests there: one trade at that price,
    // whose buyer (the aggressor) pays the estimated fees.
    const ask = market.book.bestStaticAsk()!;
    const resting = market.book
      .liveOrders()
      .filter((o) => o.side === 'SIDE_SELL' && o.price === ask)
      .reduce((n, o) => n + o.remaining, 0n);
    const size = resting < 2n ? resting : 2n;
    expect(size).toBeGreaterThan(0n);
    const { fee } = estimateFeeResponseSchema.parse(
      await ok(`/api/v2/estimate/fee?marketId=${market.id}&price=${ask}&size=${size}`),
    );
    const traded = placeInNextBlock([
      tx(
        taker!,
        'orderSubmission',
        limitOrder(market.id, 'SIDE_BUY', ask, size, 'TIME_IN_FORCE_IOC'),
      ),
    ]);
    const trades = traded.trades.map((r) => r.trade).filter((tr) => tr.buyer === taker);
    expect(trades.map((tr) => [tr.price, tr.size, tr.aggressor])).toEqual([
      [ask.toString(), size.toString(), 'SIDE_BUY'],
    ]);
    expect(trades[0]!.buyerFee).toEqual(fee);
  });
});
