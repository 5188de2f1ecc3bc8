import { NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';

const NAV = [{ label: 'Assets', href: paths.assets.href() }];

export function Header() {
  return (
    <header className="header">
      <NavLink to={paths.home.href()} className="brand">
        Trading Network Explorer
      </NavLink>
      <nav aria-label="Main">
        <ul className="nav">
          {NAV.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <form className="search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="global-search" className="visually-hidden">
          Search by id, hash, market or asset
        </label>
        <input
          id="global-search"
          type="search"
          placeholder="Search id, hash, market, asset…"
          autoComplete="off"
          spellCheck={false}
        />
      </form>
    </header>
  );
}
