import type { z } from 'zod/mini';
import type { AccountBalance } from '#contract/account.ts';
import type { Position } from '#contract/position.ts';
import { accountsStream } from '#contract/stream-results/accounts.ts';
import { positionsStream } from '#contract/stream-results/positions.ts';
import { fromSnapshotStream, type KeyRules } from '../../../streams/merge/keyed-collection.ts';
import { LIVE_REFRESH_MS, partyTradingQueries } from '../api/party-trading-queries.ts';

/** An account is its owner, asset, market and type; the latest balance sent wins. */
export const ACCOUNT_RULES: KeyRules<AccountBalance> = {
  keyOf: (a) => `${a.owner}/${a.asset}/${a.marketId}/${a.type}`,
};

/** One position per market; an update older than the one held is ignored. */
export const POSITION_RULES: KeyRules<Position> = {
  keyOf: (p) => p.marketId,
  versionOf: (p) => p.updatedAt,
};

/** useLiveCollection options: the party's balances (accounts stream; REST meanwhile). */
export const liveAccounts = (partyId: string) => ({
  stream: {
    path: accountsStream.path,
    params: { partyId },
    resultSchema: accountsStream.result,
  },
  toMessage: (r: z.output<typeof accountsStream.result>) => fromSnapshotStream(r, 'accounts'),
  rules: ACCOUNT_RULES,
  rest: partyTradingQueries.accounts(partyId),
  pollMs: LIVE_REFRESH_MS,
});

/** useLiveCollection options: the party's positions (positions stream; REST meanwhile). */
export const livePositions = (partyId: string) => ({
  stream: {
    path: positionsStream.path,
    params: { partyId },
    resultSchema: positionsStream.result,
  },
  toMessage: (r: z.output<typeof positionsStream.result>) => fromSnapshotStream(r, 'positions'),
  rules: POSITION_RULES,
  rest: partyTradingQueries.positions(partyId),
  pollMs: LIVE_REFRESH_MS,
});
