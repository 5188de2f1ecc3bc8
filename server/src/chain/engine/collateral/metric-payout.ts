// REWARD_PAYOUT from a market reward pool (ACCOUNT_TYPE_REWARD_*): the pool's whole balance to
// the parties by their weights (their share of the epoch's metric), exactly (proRata).
import { general } from './accounts.ts';
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
