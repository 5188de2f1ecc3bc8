// Epoch-end payouts (D6, D8): accumulated fees and rewards are shared out pro rata to weights
// (stake, score, equity-like share...). Shares are exact (see proRata) so the source account
// is emptied to the unit when the whole balance is distributed.
import { feesInfrastructure, feesLiquidity, general, globalReward } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { proRata } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';
import type { TransferTypeName } from './ledger-types.ts';

export interface Share {
  readonly party: string;
  /** Non-negative weight; only ratios matter. */
  readonly weight: bigint;
}

export interface Payout {
  readonly party: string;
  readonly amount: bigint;
}

export type PayoutResult =
  | { readonly ok: true; readonly payouts: readonly Payout[] }
  | { readonly ok: false; readonly reason: 'INSUFFICIENT_FUNDS'; readonly available: bigint };

function distribute(
  ctx: LedgerContext,
  source: AccountRef,
  shares: readonly Share[],
  type: TransferTypeName,
  amount?: bigint,
): PayoutResult {
  const available = ctx.ledger.balance(source);
  const total = amount ?? available;
  if (total < 0n || total > available)
    return { ok: false, reason: 'INSUFFICIENT_FUNDS', available };
  const weights = shares.map((s) => (s.weight > 0n ? s.weight : 0n));
  const amounts = proRata(total, weights);
  const payouts = shares.map((s, i) => ({ party: s.party, amount: amounts[i] ?? 0n }));
  ctx.ledger.movement(() => {
    for (const p of payouts) {
      ctx.ledger.transfer(source, general(p.party, source.assetId), p.amount, type, ctx.now);
    }
  });
  return { ok: true, payouts };
}

/** INFRASTRUCTURE_FEE_DISTRIBUTE: the asset's whole infrastructure-fee account to validators. */
export function distributeInfrastructureFees(
  ctx: LedgerContext,
  asset: string,
  validatorShares: readonly Share[],
): PayoutResult {
  const source = feesInfrastructure(asset);
  return distribute(ctx, source, validatorShares, 'TRANSFER_TYPE_INFRASTRUCTURE_FEE_DISTRIBUTE');
}

/** LIQUIDITY_FEE_DISTRIBUTE: the market's whole liquidity-fee account to its LPs. */
export function distributeLiquidityFees(
  ctx: LedgerContext,
  market: string,
  asset: string,
  lpShares: readonly Share[],
): PayoutResult {
  const source = feesLiquidity(market, asset);
  return distribute(ctx, source, lpShares, 'TRANSFER_TYPE_LIQUIDITY_FEE_DISTRIBUTE');
}

/**
 * REWARD_PAYOUT: `amount` (default: the whole balance) of the asset's global reward account,
 * pro rata to the shares. Refused when the account holds less than `amount`.
 */
export function rewardPayout(
  ctx: LedgerContext,
  asset: string,
  shares: readonly Share[],
  amount?: bigint,
): PayoutResult {
  return distribute(ctx, globalReward(asset), shares, 'TRANSFER_TYPE_REWARD_PAYOUT', amount);
}
