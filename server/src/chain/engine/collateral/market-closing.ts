// The money side of a market's end (D7 "Final settlement"): after the final LOSS / WIN
// settlement (mtm.ts with `final`), every account of the market is emptied with CLEAR_ACCOUNT:
// margins and bonds back to their owners' general accounts, what is left in the fee accounts
// into the market's insurance pool (its reward pools stay: the end of the epoch pays them out,
// validators/metric-rewards.ts); at close the insurance pool goes to the successor market's
// pool, or to the asset's global insurance pool when there is none.
import {
  general,
  globalInsurance,
  insurance,
  REWARD_POOL_TYPES,
  SYSTEM_OWNER,
} from './accounts.ts';
import type { AccountRef } from './accounts.ts';
import type { LedgerContext } from './ledger.ts';

const CLEAR = 'TRANSFER_TYPE_CLEAR_ACCOUNT';

function marketAccounts(ctx: LedgerContext, market: string): AccountRef[] {
  const out: AccountRef[] = [];
  for (const { account, balance } of ctx.ledger.accounts())
    if (account.marketId === market && balance > 0n) out.push(account);
  return out;
}

/**
 * Margins and bonds to general, fee and settlement leftovers to the insurance pool. Reward
 * pools are left for the end of the epoch, which pays them on the activity of the market's
 * last epoch, as the network keeps an ended market's activity until its epoch ends.
 */
export function clearMarketAccounts(ctx: LedgerContext, market: string, asset: string): void {
  const pool = insurance(market, asset);
  ctx.ledger.movement(() => {
    for (const account of marketAccounts(ctx, market)) {
      if (account.type === 'ACCOUNT_TYPE_INSURANCE' || REWARD_POOL_TYPES.has(account.type))
        continue;
      const to = account.owner === SYSTEM_OWNER ? pool : general(account.owner, asset);
      ctx.ledger.transfer(account, to, ctx.ledger.balance(account), CLEAR, ctx.now);
    }
  });
}

/** The closed market's insurance pool to its successor's pool, or to global insurance. */
export function releaseInsurancePool(
  ctx: LedgerContext,
  market: string,
  asset: string,
  successor: string | undefined,
): bigint {
  const pool = insurance(market, asset);
  const amount = ctx.ledger.balance(pool);
  if (amount === 0n) return 0n;
  const to = successor ? insurance(successor, asset) : globalInsurance(asset);
  ctx.ledger.movement(() => ctx.ledger.transfer(pool, to, amount, CLEAR, ctx.now));
  return amount;
}
