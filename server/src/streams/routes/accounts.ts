import type { FastifyInstance } from 'fastify';
import { accountBalanceSchema } from '#contract/account.ts';
import { AccountType } from '#contract/enums.ts';
import { DetailCode, invalidArgument } from '../../http/api-error.ts';
import type { QueryReader } from '../../http/query-reader.ts';
import { STREAMS } from '#contract/stream-messages.ts';
import { toStreamForm } from '#contract/stream-decode.ts';
import { Topic } from '../publish-block.ts';
import { registerStream } from '../stream-route.ts';
import { everyAccount } from '../../store/accounts.ts';
import { equalsIfSet, optionalParty, readQuery } from './stream-filters.ts';
import { STREAM_DOCS } from './stream-docs.ts';

/** A stream-encoded AccountBalance: `type` is an integer, and "" / 0 values are left out. */
interface AccountItem {
  owner?: string;
  asset?: string;
  marketId?: string;
  type?: number;
}

interface AccountsFilter {
  partyId: string | undefined;
  marketId: string | undefined;
  asset: string | undefined;
  /** Stream integer of the account type. */
  type: number | undefined;
}

/** `type`: one AccountType, by name or integer; ACCOUNT_TYPE_UNSPECIFIED means any. */
function accountType(q: QueryReader): number | undefined {
  const raw = q.string('type');
  if (raw === undefined || raw === '') return undefined;
  const name = AccountType.parse(raw);
  if (name === undefined)
    throw invalidArgument(DetailCode.INVALID_FILTER, 'type has an unknown value', raw);
  const value = AccountType.toNumber(name);
  return value === 0 ? undefined : value;
}

/**
 * `/api/v2/stream/accounts?partyId=…&marketId=…&asset=…&type=…`: a snapshot of the matching
 * balances, then each changed balance as `{updates: {accounts}}`. `partyId` is the owner
 * ("network" for network accounts).
 */
export function registerAccountsStream(app: FastifyInstance): void {
  registerStream<AccountsFilter, AccountItem>(app, {
    path: STREAMS.accounts.path,
    doc: STREAM_DOCS.accounts,
    topic: Topic.accounts,
    parseFilter(query) {
      const q = readQuery(query);
      return {
        partyId: optionalParty(q, 'partyId'),
        marketId: q.id('marketId'),
        asset: q.id('asset'),
        type: accountType(q),
      };
    },
    matches: (f, account) =>
      equalsIfSet(f.partyId, account.owner) &&
      equalsIfSet(f.marketId, account.marketId ?? '') &&
      equalsIfSet(f.asset, account.asset) &&
      (f.type === undefined || f.type === (account.type ?? 0)),
    snapshotKey: 'accounts',
    async *snapshot(f) {
      const type = f.type === undefined ? undefined : AccountType.fromNumber(f.type);
      const filter = { owner: f.partyId, marketId: f.marketId, assetId: f.asset, type };
      for await (const balances of everyAccount(app.db, filter))
        yield balances.map((b) => toStreamForm(accountBalanceSchema, b) as AccountItem);
    },
    wrapUpdates: (items) => ({ updates: { accounts: items } }),
  });
}
