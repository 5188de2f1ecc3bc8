import { paths } from '../../config/paths.ts';
import type { QueryParams } from '../../api/http-client.ts';

/** Everything a 64-hex id can name, each with the request that tells whether it exists. */
export type IdKind =
  | 'transaction'
  | 'party'
  | 'order'
  | 'market'
  | 'asset'
  | 'proposal'
  | 'validator'
  | 'deposit'
  | 'withdrawal';

export interface IdTarget {
  kind: IdKind;
  /** Singular, lower case, as in "No transaction … has this id". */
  word: string;
  /** As in "Could not check parties". */
  plural: string;
  href: (id: string) => string;
  path: (id: string) => string;
  params?: (id: string) => QueryParams;
  /**
   * For lookups that answer 200 for any id (list filters): whether the body names a record.
   * Without it a 200 is a hit.
   */
  isHit?: (body: Record<string, unknown>) => boolean;
}

const e = encodeURIComponent;

/** `{ parties: { edges: [...] } }` with at least one edge. */
function hasPartyEdge(body: Record<string, unknown>): boolean {
  const parties = body.parties;
  if (typeof parties !== 'object' || parties === null || !('edges' in parties)) return false;
  return Array.isArray(parties.edges) && parties.edges.length > 0;
}

export const ID_TARGETS: readonly IdTarget[] = [
  {
    kind: 'transaction',
    word: 'transaction',
    plural: 'transactions',
    href: paths.transaction.href,
    path: (id) => `/rest/transactions/${e(id)}`,
  },
  {
    // /api/v2/party/{id} answers for any id, so the filtered list is asked instead.
    kind: 'party',
    word: 'party',
    plural: 'parties',
    href: paths.party.href,
    path: () => '/api/v2/parties',
    params: (id) => ({ partyId: id }),
    isHit: hasPartyEdge,
  },
  {
    kind: 'order',
    word: 'order',
    plural: 'orders',
    href: paths.order.href,
    path: (id) => `/api/v2/order/${e(id)}`,
  },
  {
    kind: 'market',
    word: 'market',
    plural: 'markets',
    href: paths.market.href,
    path: (id) => `/api/v2/market/${e(id)}`,
  },
  {
    kind: 'asset',
    word: 'asset',
    plural: 'assets',
    href: paths.asset.href,
    path: (id) => `/api/v2/asset/${e(id)}`,
  },
  {
    kind: 'proposal',
    word: 'proposal',
    plural: 'proposals',
    href: paths.proposal.href,
    path: () => '/api/v2/governance',
    params: (id) => ({ proposalId: id }),
  },
  {
    kind: 'validator',
    word: 'node',
    plural: 'nodes',
    href: paths.validator.href,
    path: (id) => `/api/v2/node/${e(id)}`,
  },
  {
    kind: 'deposit',
    word: 'deposit',
    plural: 'deposits',
    href: paths.deposit.href,
    path: (id) => `/api/v2/deposit/${e(id)}`,
  },
  {
    kind: 'withdrawal',
    word: 'withdrawal',
    plural: 'withdrawals',
    href: paths.withdrawal.href,
    path: (id) => `/api/v2/withdrawal/${e(id)}`,
  },
];

export function idTarget(kind: IdKind): IdTarget {
  const target = ID_TARGETS.find((t) => t.kind === kind);
  if (!target) throw new Error(`unknown id kind ${kind}`);
  return target;
}
