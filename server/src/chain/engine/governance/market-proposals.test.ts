import { describe, expect, it } from 'vitest';
import type { NewMarketConfiguration } from '#contract/proposal-terms.ts';
import { BlockOutput } from '../block/block-output.ts';
import { runBlock } from '../../run-block.ts';
import type { NetworkState } from '../state/network-state.ts';
import { PARENT_TAG } from '../lifecycle/market-lifecycle.ts';
import { toMarketRecord } from '../records/market-record.ts';
import { governanceTick } from './governance-tick.ts';
import { submitProposal, submitVote } from './proposal-handlers.ts';
import { NS, partyIds, START, testState, txContext } from './test-support.ts';

/** The proposal-shaped part of a genesis market, as a new expiry of the same underlying. */
function nextExpiry(state: NetworkState): NewMarketConfiguration {
  const m = state.genesis.markets[0]!;
  return {
    instrument: {
      name: 'BTCUSD July Futures',
      code: 'BTCUSD.JL23',
      future: structuredClone(m.instrument.future) as never,
    },
    decimalPlaces: m.decimalPlaces,
    positionDecimalPlaces: m.positionDecimalPlaces,
    metadata: [...m.metadata],
    priceMonitoringParameters: m.priceMonitoringParameters,
    liquidityMonitoringParameters: m.liquidityMonitoringParameters,
    ...(m.logNormal ? { logNormal: m.logNormal } : { simple: m.simple! }),
    lpPriceRange: m.lpPriceRange,
    linearSlippageFactor: m.linearSlippageFactor,
    quadraticSlippageFactor: m.quadraticSlippageFactor,
  };
}

/** Proposes at the state's current time and has the whales vote yes. */
function proposeAndPass(state: NetworkState, terms: object, close: bigint, enact: bigint) {
  const now = state.time;
  const ctx = txContext(state, partyIds(state, 'whale')[0]!, now);
  submitProposal(ctx, {
    reference: 'test',
    terms: {
      closingTimestamp: (now / NS + close).toString(),
      enactmentTimestamp: (now / NS + enact).toString(),
      validationTimestamp: '0',
      ...terms,
    },
    rationale: { title: 'test', description: '' },
  });
  const id = [...ctx.out.governance.proposals.keys()][0]!;
  for (const whale of partyIds(state, 'whale'))
    submitVote(txContext(state, whale, now), { proposalId: id, value: 'VALUE_YES' });
  return id;
}

describe('market proposals', () => {
  it('a new market is PROPOSED while voted on, PENDING in its opening auction once passed, and trades after enactment', async () => {
    const state = await testState({
      'governance.proposal.market.minClose': '5s',
      'governance.proposal.market.minEnact': '8s',
    });
    const block = (h: bigint) => runBlock(state, 'new-market', h, START + h * NS, 1000);
    let h = 1n;
    for (; h <= 15n; h++) block(h);
    const proposedAt = state.time;
    // The next expiry of BTC, succeeding the genesis one: the simulated world lets the first
    // plain new listing expire before it opens (agents/activity/market-maturity.ts), never a
    // successor, and this market must open.
    const changes = nextExpiry(state);
    changes.metadata = [
      ...(changes.metadata ?? []),
      `${PARENT_TAG}${state.genesis.markets[0]!.id}`,
    ];
    const id = proposeAndPass(state, { newMarket: { changes } }, 6n, 10n);
    // Listed from the moment its vote opens (D5), taking no orders.
    const market = state.marketsById.get(id)!;
    expect(toMarketRecord(market)).toMatchObject({
      id,
      state: 'STATE_PROPOSED',
      tradableInstrument: { instrument: { code: 'BTCUSD.JL23' } },
      fees: { factors: { makerFee: '0.0002', infrastructureFee: '0.0005' } },
    });
    const proposal = () => state.governance.proposals.get(id)!.proposal.state;
    for (; proposal() === 'STATE_OPEN'; h++) block(h);
    // The vote closed in the first block after its second (7 s after proposing): passed, it is
    // in its opening auction until enactment, but for at least market.auction.minimumDuration
    // (30 s in the default genesis), so its book can fill before it opens.
    expect(proposal()).toBe('STATE_PASSED');
    expect(market.state).toBe('STATE_PENDING');
    expect(market.tradingMode).toBe('TRADING_MODE_OPENING_AUCTION');
    expect(market.auctionEnd).toBe(proposedAt + 7n * NS + 30n * NS);
    // Same underlying: the agents' fair price starts at the running BTC market's.
    expect(market.fairPrice).toBeGreaterThan(1_000_000);
    for (; proposal() === 'STATE_PASSED'; h++) block(h);
    expect(proposal()).toBe('STATE_ENACTED');
    const end = h + 120n;
    for (; h < end && market.lastTradePrice === 0n; h++) block(h);
    expect(market.tradingMode).toBe('TRADING_MODE_CONTINUOUS');
    expect(market.state).toBe('STATE_ACTIVE');
    expect(market.timestamps.open >= market.auctionStart).toBe(true);
    expect(market.lastTradePrice > 0n).toBe(true);
  });

  it('an update changes a running market at enactment and keeps its book', async () => {
    const state = await testState({
      'governance.proposal.updateMarket.minClose': '5s',
      'governance.proposal.updateMarket.minEnact': '8s',
    });
    state.time = START + 20n * NS;
    const market = state.markets[0]!;
    const c = nextExpiry(state);
    const id = proposeAndPass(
      state,
      {
        updateMarket: {
          marketId: market.id,
          changes: {
            instrument: { code: 'BTCUSD.MF23', future: c.instrument.future },
            metadata: [...c.metadata, 'featured'],
            priceMonitoringParameters: { triggers: [] },
            liquidityMonitoringParameters: c.liquidityMonitoringParameters,
            simple: {
              factorLong: 0.1,
              factorShort: 0.11,
              maxMoveUp: 10,
              minMoveDown: -5,
              probabilityOfTrading: 0.1,
            },
            lpPriceRange: '2',
            linearSlippageFactor: '0.002',
            quadraticSlippageFactor: '0',
          },
        },
      },
      6n,
      10n,
    );
    const book = market.book;
    const out = new BlockOutput(21n, state.time + 11n * NS);
    governanceTick(state, out.timeNs, out);
    expect(state.governance.proposals.get(id)!.proposal.state).toBe('STATE_ENACTED');
    const record = toMarketRecord(market);
    expect(record.lpPriceRange).toBe('2');
    expect(record.tradableInstrument.instrument.metadata.tags).toContain('featured');
    expect(record.tradableInstrument.simpleRiskModel?.params.factorShort).toBe(0.11);
    expect(record.tradableInstrument.logNormalRiskModel).toBeUndefined();
    expect(market.riskFactors).toEqual({ long: 0.1, short: 0.11 });
    expect(market.book).toBe(book);
  });
});
