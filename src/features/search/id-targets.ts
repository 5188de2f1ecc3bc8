import type * as Assets from '#contract/endpoints/assets.ts';
import type * as Funds from '#contract/endpoints/deposits-withdrawals.ts';
import type * as Governance from '#contract/endpoints/governance.ts';
import type * as Markets from '#contract/endpoints/markets.ts';
import type * as Nodes from '#contract/endpoints/nodes.ts';
import type * as Orders from '#contract/endpoints/orders.ts';
import type * as Parties from '#contract/endpoints/parties.ts';
import type * as Transactions from '#contract/endpoints/transactions.ts';
import { paths } from '../../config/paths.ts';
import { endpointProbe, lazyEndpoint } from '../../entities/endpoint/endpoint-query.ts';

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
  /** Whether a record has the id (the endpoint loads with the first probe: see below). */
  probe: (id: string) => ReturnType<typeof endpointProbe>;
}

/** `{ parties: { edges: [...] } }` with at least one edge. */
function hasPartyEdge(body: Record<string, unknown>): boolean {
  const parties = body.parties;
  if (typeof parties !== 'object' || parties === null || !('edges' in parties)) return false;
  return Array.isArray(parties.edges) && parties.edges.length > 0;
}

// The endpoints load with the first probe: the search page's JavaScript carries none of their
// response schemas (a probe reads any object).
const transaction = lazyEndpoint<typeof Transactions.transaction>('transaction', () =>
  import('#contract/endpoints/transactions.ts').then((m) => m.transaction),
);
const parties = lazyEndpoint<typeof Parties.parties>('parties', () =>
  import('#contract/endpoints/parties.ts').then((m) => m.parties),
);
const order = lazyEndpoint<typeof Orders.order>('order', () =>
  import('#contract/endpoints/orders.ts').then((m) => m.order),
);
const market = lazyEndpoint<typeof Markets.market>('market', () =>
  import('#contract/endpoints/markets.ts').then((m) => m.market),
);
const asset = lazyEndpoint<typeof Assets.asset>('asset', () =>
  import('#contract/endpoints/assets.ts').then((m) => m.asset),
);
const governance = lazyEndpoint<typeof Governance.governance>('governance', () =>
  import('#contract/endpoints/governance.ts').then((m) => m.governance),
);
const node = lazyEndpoint<typeof Nodes.node>('node', () =>
  import('#contract/endpoints/nodes.ts').then((m) => m.node),
);
const deposit = lazyEndpoint<typeof Funds.deposit>('deposit', () =>
  import('#contract/endpoints/deposits-withdrawals.ts').then((m) => m.deposit),
);
const withdrawal = lazyEndpoint<typeof Funds.withdrawal>('withdrawal', () =>
  import('#contract/endpoints/deposits-withdrawals.ts').then((m) => m.withdrawal),
);

export const ID_TARGETS: readonly IdTarget[] = [
  {
    kind: 'transaction',
    word: 'transaction',
    plural: 'transactions',
    href: paths.transaction.href,
    probe: (id) => endpointProbe(transaction, { hash: id }),
  },
  {
    // The party by id answers for any id, so the filtered list is asked instead.
    kind: 'party',
    word: 'party',
    plural: 'parties',
    href: paths.party.href,
    probe: (id) => endpointProbe(parties, { partyId: id }, hasPartyEdge),
  },
  {
    kind: 'order',
    word: 'order',
    plural: 'orders',
    href: paths.order.href,
    probe: (id) => endpointProbe(order, { orderId: id }),
  },
  {
    kind: 'market',
    word: 'market',
    plural: 'markets',
    href: paths.market.href,
    probe: (id) => endpointProbe(market, { marketId: id }),
  },
  {
    kind: 'asset',
    word: 'asset',
    plural: 'assets',
    href: paths.asset.href,
    probe: (id) => endpointProbe(asset, { assetId: id }),
  },
  {
    kind: 'proposal',
    word: 'proposal',
    plural: 'proposals',
    href: paths.proposal.href,
    probe: (id) => endpointProbe(governance, { proposalId: id }),
  },
  {
    kind: 'validator',
    word: 'node',
    plural: 'nodes',
    href: paths.validator.href,
    probe: (id) => endpointProbe(node, { id }),
  },
  {
    kind: 'deposit',
    word: 'deposit',
    plural: 'deposits',
    href: paths.deposit.href,
    probe: (id) => endpointProbe(deposit, { id }),
  },
  {
    kind: 'withdrawal',
    word: 'withdrawal',
    plural: 'withdrawals',
    href: paths.withdrawal.href,
    probe: (id) => endpointProbe(withdrawal, { id }),
  },
];

export function idTarget(kind: IdKind): IdTarget {
  const target = ID_TARGETS.find((t) => t.kind === kind);
  if (!target) throw new Error(`unknown id kind ${kind}`);
  return target;
}
