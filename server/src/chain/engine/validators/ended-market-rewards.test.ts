import { describe, expect, it } from 'vitest';
import type { EnumName } from '#contract/define-enum.ts';
import type { AccountType } from '#contract/enums.ts';
import { BlockOutput } from '../block/block-output.ts';
import {
  accountRef,
  general,
  globalReward,
  insurance,
  SYSTEM_OWNER,
} from '../collateral/accounts.ts';
import { clearMarketAccounts } from '../collateral/market-closing.ts';
import {
  assetIdOf,
  attempt,
  NS,
  partyIds,
  START,
  testState,
  txContext,
} from '../governance/test-support.ts';
import type { NetworkState } from '../state/network-state.ts';
import { submitTransfer } from '../transfers/transfer-handlers.ts';
import { NETWORK_PARTY } from '../transfers/transfer-rules.ts';
import { dispatchThrough } from '../transfers/transfer-tick.ts';
import { payMarketRewards } from './metric-rewards.ts';

const USDC = 1_000_000n; // 6 decimals
type Pool = EnumName<typeof AccountType>;

/** A recurring transfer from epoch 1 of `amount` USDC into a reward pool of `market`. */
function fund(state: NetworkState, funder: string, market: string, type: Pool, amount: bigint) {
  const usdc = assetIdOf(state, 'USDC');
  const error = attempt(() =>
    submitTransfer(txContext(state, funder), {
      fromAccountType: 'ACCOUNT_TYPE_GENERAL',
      to: NETWORK_PARTY,
      toAccountType: type,
      asset: usdc,
      amount: (amount * USDC).toString(),
      reference: type,
      recurring: {
        startEpoch: '1',
        factor: '1',
        dispatchStrategy: {
          assetForMetric: usdc,
          metric:
            type === 'ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES'
              ? 'DISPATCH_METRIC_MAKER_FEES_PAID'
              : 'DISPATCH_METRIC_LP_FEES_RECEIVED',
          markets: [market],
        },
      },
    }),
  );
  expect(error).toBeUndefined();
}

/** The end of epoch `epoch` as epoch-cycle.ts runs it: recurring transfers, then pool payouts. */
function endEpoch(state: NetworkState, epoch: bigint) {
  const now = START + epoch * 300n * NS;
  dispatchThrough(state, epoch, new BlockOutput(epoch * 300n, now));
  payMarketRewards(state);
}

const fees = (maker: bigint) => ({
  makerFee: maker.toString(),
  infrastructureFee: '0',
  liquidityFee: '0',
});

describe('reward pools of a market that ended', () => {
  it('pay on its last epoch, give back what nobody earned, and are funded no more', async () => {
    const state = await testState({ 'transfer.fee.factor': '0' });
    const usdc = assetIdOf(state, 'USDC');
    const market = state.markets.find((m) => m.settlementAsset === usdc)!;
    const [funder, a, b] = partyIds(state, 'trader') as [string, string, string];
    const c = state.collateral;
    c.deposit(funder, usdc, 10_000n * USDC);
    const makerPool = accountRef(
      SYSTEM_OWNER,
      usdc,
      market.id,
      'ACCOUNT_TYPE_REWARD_MAKER_PAID_FEES',
    );
    const lpPool = accountRef(
      SYSTEM_OWNER,
      usdc,
      market.id,
      'ACCOUNT_TYPE_REWARD_LP_RECEIVED_FEES',
    );
    fund(state, funder, market.id, makerPool.type, 1000n);
    fund(state, funder, market.id, lpPool.type, 500n);
    const before = (p: string) => c.balance(general(p, usdc));
    const [a0, b0, global0, insurance0] = [
      before(a),
      before(b),
      c.balance(globalReward(usdc)),
      c.balance(insurance(market.id, usdc)),
    ];

    // Epoch 1, no activity: the pools are funded and nobody qualifies, so they keep it.
    endEpoch(state, 1n);
    expect([c.balance(makerPool), c.balance(lpPool)]).toEqual([1000n * USDC, 500n * USDC]);

    // Epoch 2: a pays 30 in maker fees, b 10; no liquidity fees. Then the market settles: its
    // accounts are cleared, its reward pools are not.
    state.validators.rewardMetrics.recordTrade(
      market.id,
      a,
      b,
      { buyerFee: fees(30n), sellerFee: fees(10n) },
      1000n,
    );
    market.state = 'STATE_SETTLED';
    clearMarketAccounts(c, market.id, usdc);
    expect([c.balance(makerPool), c.balance(lpPool)]).toEqual([1000n * USDC, 500n * USDC]);
    expect(c.balance(insurance(market.id, usdc))).toBe(insurance0);
    endEpoch(state, 2n);
    // Funded once more for the epoch it traded in, the maker-paid pool's 2000 USDC goes by fees
    // paid (30 : 10); the LP pool's 1000, earned by nobody, back to the global reward pool.
    expect(before(a) - a0).toBe(1500n * USDC);
    expect(before(b) - b0).toBe(500n * USDC);
    expect(c.balance(globalReward(usdc)) - global0).toBe(1000n * USDC);
    expect(c.balance(insurance(market.id, usdc))).toBe(insurance0);
    expect([c.balance(makerPool), c.balance(lpPool)]).toEqual([0n, 0n]);
    expect(before(funder)).toBe(7_000n * USDC);

    // Epoch 3: the transfers send nothing more to the ended market's pools.
    endEpoch(state, 3n);
    expect(before(funder)).toBe(7_000n * USDC);
    expect([c.balance(makerPool), c.balance(lpPool)]).toEqual([0n, 0n]);
    for (const [asset, net] of c.netDepositsByAsset())
      expect(c.totalsByAsset().get(asset) ?? 0n, asset).toBe(net);
  });
});
