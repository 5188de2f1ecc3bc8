// Builders shared by the collateral tests.
import type { Trade } from '../matching/types.ts';
import { CollateralEngine } from './collateral-engine.ts';
import type { LedgerEntry } from './ledger-types.ts';

export const T0 = 1_700_000_000_000_000_000n;
export const ASSET = 'usd';
export const MARKET = 'm1';

/** An engine at T0 with the given general balances of ASSET (deposited, then drained). */
export function engineWith(generals: Record<string, bigint> = {}): CollateralEngine {
  const engine = new CollateralEngine();
  engine.beginBlock(T0);
  for (const [party, amount] of Object.entries(generals)) engine.deposit(party, ASSET, amount);
  engine.drainMovements();
  return engine;
}

export function trade(over: Partial<Trade> = {}): Trade {
  return {
    id: 't1',
    marketId: MARKET,
    price: 2_000_000n,
    size: 15n,
    buyer: 'buyer',
    seller: 'seller',
    aggressor: 'SIDE_BUY',
    buyOrder: 'o1',
    sellOrder: 'o2',
    timestamp: T0,
    type: 'TYPE_DEFAULT',
    buyerAuctionBatch: 0n,
    sellerAuctionBatch: 0n,
    ...over,
  };
}

/** An entry as [type, from key, to key, amount, from balance after, to balance after]. */
export function brief(e: LedgerEntry): [string, string, string, bigint, bigint, bigint] {
  return [
    e.type.replace('TRANSFER_TYPE_', ''),
    short(e.fromAccount.key),
    short(e.toAccount.key),
    e.amount,
    e.fromAccountBalance,
    e.toAccountBalance,
  ];
}

/** "usd|m1|alice|ACCOUNT_TYPE_MARGIN" → "alice.MARGIN" ("*" for network accounts). */
function short(key: string): string {
  const [, , owner, type] = key.split('|');
  return `${owner}.${(type ?? '').replace('ACCOUNT_TYPE_', '')}`;
}
