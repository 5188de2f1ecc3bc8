// REWARD_PAYOUT from a market reward pool (ACCOUNT_TYPE_REWARD_*): the pool's whole balance to
// the parties by their weights (their share of the epoch's metric), exactly (proRata).
import { general, globalReward } from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import { proRata } from './decimal.ts';
import type { LedgerContext } from './ledger.ts';
import type { Share } from './rewards.ts';

/** Pays out `pool` to the shares; returns what was paid (0 when nobody has a weight). */
export function payRewardPool(
  ctx: LedgerContext,
  pool: AccountRef,
  shares: readonly Share[],
): bigint {
  const total = ctx.ledger.balance(pool);
  const weights = shares.map((s) => (s.weight > 0n ? s.weight : 0n));
  if (total === 0n || weights.every((w) => w === 0n)) return 0n;
  const amounts = proRata(total, weights);
  ctx.ledger.movement(() => {
    shares.forEach((s, i) => {
      const amount = amounts[i] ?? 0n;
      if (amount > 0n)
        ctx.ledger.transfer(
          pool,
          general(s.party, pool.assetId),
          amount,
          'TRANSFER_TYPE_REWARD_PAYOUT',
          ctx.now,
        );
    });
  });
  return total;
}

/**
 * What an ended market's reward pool still holds after its last payout (nobody qualified) goes
 * back to the network: the reward asset's global reward pool, with CLEAR_ACCOUNT, as the
 * market's other accounts are emptied at its end. Returns the amount moved.
 */
export function returnRewardPool(ctx: LedgerContext, pool: AccountRef): bigint {
  const left = ctx.ledger.balance(pool);
  if (left === 0n) return 0n;
  ctx.ledger.movement(() =>
    ctx.ledger.transfer(
      pool,
      globalReward(pool.assetId),
      left,
      'TRANSFER_TYPE_CLEAR_ACCOUNT',
      ctx.now,
    ),
  );
  return left;
}
