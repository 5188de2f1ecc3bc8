import { beforeEach, describe, expect, it } from 'vitest';
import type { LiquidityProvisionSubmission } from '#contract/commands/liquidity-commands.ts';
import { BlockOutput } from '../block/block-output.ts';
import { bond, general } from '../collateral/accounts.ts';
import { attempt, NS, partyIds, START, testState, txContext } from '../governance/test-support.ts';
import type { MarketRuntime } from '../state/market-runtime.ts';
import type { NetworkState } from '../state/network-state.ts';
import {
  amendLiquidityProvision,
  cancelLiquidityProvision,
  submitLiquidityProvision,
} from './liquidity-handlers.ts';
import { activatePendingProvisions } from './liquidity-tick.ts';

let state: NetworkState;
let market: MarketRuntime;
let lp: string;
let quantum: bigint;

beforeEach(async () => {
  state = await testState();
  market = state.markets[0]!;
  lp = partyIds(state, 'liquidity-provider')[0]!;
  quantum = state.governance.assets.quantum(market.settlementAsset);
  state.collateral.deposit(lp, market.settlementAsset, 100_000n * quantum);
});

const generalOf = () => state.collateral.balance(general(lp, market.settlementAsset));
const bondOf = () => state.collateral.balance(bond(lp, market.id, market.settlementAsset));

function command(commitment: bigint, fee = '0.002'): LiquidityProvisionSubmission {
  return {
    marketId: market.id,
    commitmentAmount: commitment.toString(),
    fee,
    buys: [{ reference: 'PEGGED_REFERENCE_BEST_BID', proportion: 1, offset: '10' }],
    sells: [{ reference: 'PEGGED_REFERENCE_BEST_ASK', proportion: 1, offset: '10' }],
    reference: 'lp',
  };
}

function run(fn: typeof submitLiquidityProvision, cmd: LiquidityProvisionSubmission) {
  const ctx = txContext(state, lp, START + NS);
  const error = attempt(() => fn(ctx, cmd));
  return { error, lp: [...ctx.out.governance.liquidityProvisions.values()][0] };
}

describe('liquidity provisions', () => {
  it('bonds the commitment, PENDING in the opening auction, ACTIVE once the market trades', () => {
    const { lp: record } = run(submitLiquidityProvision, command(1_000n * quantum));
    expect(record).toMatchObject({
      status: 'STATUS_PENDING',
      version: '1',
      commitmentAmount: (1_000n * quantum).toString(),
    });
    expect(record?.buys[0]?.liquidityOrder.reference).toBe('PEGGED_REFERENCE_BEST_BID');
    expect(bondOf()).toBe(1_000n * quantum);
    expect(generalOf()).toBe(99_000n * quantum);
    expect(state.governance.liquidity.suppliedStake(market.id)).toBe(1_000n * quantum);
    market.tradingMode = 'TRADING_MODE_CONTINUOUS';
    const out = new BlockOutput(2n, START + 2n * NS);
    activatePendingProvisions(state, out.timeNs, out);
    expect(out.governance.liquidityProvisions.get(record!.id)?.status).toBe('STATUS_ACTIVE');
  });

  it('amends: more commitment bonds more, less releases it, the version goes up', () => {
    run(submitLiquidityProvision, command(1_000n * quantum));
    const up = run(amendLiquidityProvision, {
      ...command(1_500n * quantum),
      fee: '',
      buys: [],
      sells: [],
    });
    expect(up.lp).toMatchObject({ version: '2', fee: '0.002' });
    expect(bondOf()).toBe(1_500n * quantum);
    run(amendLiquidityProvision, command(500n * quantum, '0.01'));
    expect(bondOf()).toBe(500n * quantum);
    expect(generalOf()).toBe(99_500n * quantum);
  });

  it('cancels: the whole bond returns to the general account', () => {
    run(submitLiquidityProvision, command(1_000n * quantum));
    const { lp: record } = run(cancelLiquidityProvision, command(0n));
    expect(record?.status).toBe('STATUS_CANCELLED');
    expect(bondOf()).toBe(0n);
    expect(generalOf()).toBe(100_000n * quantum);
    expect(state.governance.liquidity.get(market.id, lp)).toBeUndefined();
  });

  it('refuses commitments under the minimum, fees above the maximum, and a second provision', () => {
    // market.liquidityProvision.minLpStakeQuantumMultiple = 100
    expect(run(submitLiquidityProvision, command(99n * quantum)).error).toMatch(/not enough stake/);
    expect(run(submitLiquidityProvision, command(1_000n * quantum, '0.2')).error).toMatch(
      /fee: must be <= 0.05/,
    );
    run(submitLiquidityProvision, command(1_000n * quantum));
    expect(run(submitLiquidityProvision, command(1_000n * quantum)).error).toMatch(
      /already exists/,
    );
    expect(run(amendLiquidityProvision, command(50n * quantum)).error).toMatch(/below the minimum/);
  });

  it('rejects a commitment the party cannot bond', () => {
    const { error, lp: record } = run(submitLiquidityProvision, command(200_000n * quantum));
    expect(error).toMatch(/not enough funds/);
    expect(record?.status).toBe('STATUS_REJECTED');
    expect(state.governance.liquidity.get(market.id, lp)).toBeUndefined();
  });
});
