import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from './page-head.tsx';

/** The list page above each entity page: where "up" goes from /<section>/<id>. */
const PARENTS: Record<string, { label: string; href: string }> = {
  markets: { label: 'Markets', href: paths.markets.href() },
  assets: { label: 'Assets', href: paths.assets.href() },
  orders: { label: 'Orders', href: paths.orders.href() },
  transactions: { label: 'Transactions', href: paths.transactions.href() },
  blocks: { label: 'Blocks', href: paths.blocks.href() },
  parties: { label: 'Parties', href: paths.parties.href() },
  validators: { label: 'Validators', href: paths.validators.href() },
  governance: { label: 'Governance', href: paths.governance.href() },
  oracles: { label: 'Oracles', href: paths.oracles.href() },
  deposits: { label: 'Deposits', href: paths.network.href('deposits') },
  withdrawals: { label: 'Withdrawals', href: paths.network.href('withdrawals') },
};

/**
 * "Home › Markets › BTCUSD.MF23 · Market" under the header on an entity's page: its list one
 * click away. The last crumb is the page's own title (its PageHead). List pages, which the
 * header's navigation already names, show none.
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const title = usePageTitle();
  const [section, id] = pathname.split('/').filter(Boolean);
  const parent = section ? PARENTS[section] : undefined;
  if (!parent || !id) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link to={paths.home.href()}>Home</Link>
        </li>
        <li>
          <Link to={parent.href}>{parent.label}</Link>
        </li>
        <li aria-current="page">{title ? <Isolated text={title} /> : '…'}</li>
      </ol>
    </nav>
  );
}

/**
 * A title with chain text between FSI and PDI (isolateChainText) as page text: each isolated
 * part in a <bdi>, which isolates it as the characters do, without leaving them in the DOM.
 */
function Isolated({ text }: { text: string }) {
  const parts = text.split(/\u2068|\u2069/);
  return parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part));
}
