import type { AccountBalance } from '../../../../server/src/contract/account.ts';
import type { Position } from '../../../../server/src/contract/position.ts';
import type { KeyRules } from '../../../streams/merge/keyed-collection.ts';

/** An account is its owner, asset, market and type; the latest balance sent wins. */
export const ACCOUNT_RULES: KeyRules<AccountBalance> = {
  keyOf: (a) => `${a.owner}/${a.asset}/${a.marketId}/${a.type}`,
};

/** One position per market; an update older than the one held is ignored. */
export const POSITION_RULES: KeyRules<Position> = {
  keyOf: (p) => p.marketId,
  versionOf: (p) => p.updatedAt,
};
