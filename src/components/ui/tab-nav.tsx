import { Link } from 'react-router';

export interface TabItem {
  id: string;
  label: string;
  href: string;
}

/**
 * Tabs whose state is the URL: each tab is a link, the current one is marked with
 * aria-current. Each tab change is a history entry (not a replace), so Back and Forward walk
 * through the tabs, and shared links land on the same tab.
 */
export function TabNav({
  label,
  items,
  active,
}: {
  label: string;
  items: TabItem[];
  active: string;
}) {
  return (
    <nav aria-label={label} className="tab-nav">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              aria-current={item.id === active ? 'page' : undefined}
              className={item.id === active ? 'active' : undefined}
              preventScrollReset
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
