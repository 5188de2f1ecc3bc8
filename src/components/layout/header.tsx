import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

const NAV = [
  { label: 'Markets', href: paths.markets.href() },
  { label: 'Assets', href: paths.assets.href() },
  { label: 'Orders', href: paths.orders.href() },
  { label: 'Blocks', href: paths.blocks.href() },
  { label: 'Transactions', href: paths.transactions.href() },
  { label: 'Parties', href: paths.parties.href() },
  { label: 'Validators', href: paths.validators.href() },
  { label: 'Governance', href: paths.governance.href() },
  { label: 'Network', href: paths.network.href() },
];

interface HeaderProps {
  /** The universal search (a feature, composed in by the app). */
  search?: ReactNode;
  /** Data node status, settings: small widgets at the end of the bar. */
  tools?: ReactNode;
}

export function Header({ search, tools }: HeaderProps) {
  // On a phone the navigation folds behind a menu button; wider screens always show it.
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="header">
      <NavLink to={paths.home.href()} className="brand">
        Trading Network Explorer
      </NavLink>
      <button
        type="button"
        className="menu-button"
        aria-expanded={menuOpen}
        aria-controls="main-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        Menu
      </button>
      <nav id="main-nav" aria-label="Main" className={menuOpen ? 'main-nav open' : 'main-nav'}>
        <ul className="nav">
          {NAV.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {search}
      {tools && <div className="header-tools">{tools}</div>}
    </header>
  );
}
