import type * as Probed from './id-endpoints.ts';
import { paths } from '../../config/paths.ts';
import { lazyEndpoint } from '../../entities/endpoint/endpoint-query.ts';
import { endpointProbe } from '../../entities/endpoint/endpoint-probe.ts';

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
const probed = () => import('./id-endpoints.ts');
const transaction = lazyEndpoint<typeof Probed.transaction>('transaction', () =>
  probed().then((m) => m.transaction),
);
const parties = lazyEndpoint<typeof Probed.parties>('parties', () =>
  probed().then((m) => m.parties),
);
const order = lazyEndpoint<typeof Probed.order>('order', () => probed().then((m) => m.order));
const market = lazyEndpoint<typeof Probed.market>('market', () => probed().then((m) => m.market));
const asset = lazyEndpoint<typeof Probed.asset>('asset', () => probed().then((m) => m.asset));
const governance = lazyEndpoint<typeof Probed.governance>('governance', () =>
  probed().then((m) => m.governance),
);
const node = lazyEndpoint<typeof Probed.node>('node', () => probed().then((m) => m.node));
const deposit = lazyEndpoint<typeof Probed.deposit>('deposit', () =>
  probed().then((m) => m.deposit),
);
const withdrawal = lazyEndpoint<typeof Probed.withdrawal>('withdrawal', () =>
  probed().then((m) => m.withdrawal),
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
