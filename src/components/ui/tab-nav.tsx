import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Popover } from './popover.tsx';

export interface TabItem {
  id: string;
  label: string;
  href: string;
}

/**
 * The one rule every tab bar follows: at most this many tabs sit in the bar, the rest (in the
 * order the page lists them, so a page lists its tabs most used first) go into a "More" menu at
 * the bar's end. Ten tabs of ordinary labels and the menu button fit one row of a 1280 px window
 * (e2e/tab-bars.spec.ts measures every page's bar).
 */
export const TABS_IN_BAR = 10;

/**
 * Tabs whose state is the URL: each tab is a link, the current one is marked with
 * aria-current. Each tab change is a history entry (not a replace), so Back and Forward walk
 * through the tabs, and shared links land on the same tab. The tabs in the "More" menu are the
 * same links; while one of them is current the menu's button shows its name.
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
  const inBar = items.slice(0, TABS_IN_BAR);
  const inMenu = items.slice(TABS_IN_BAR);
  const currentInMenu = inMenu.find((item) => item.id === active);
  const bar = useRef<HTMLUListElement>(null);
  // On a phone the bar scrolls: bring the current tab into its view, or a deep link to the
  // eighth tab would open with that tab out of sight (the page's own scroll is left alone).
  useLayoutEffect(() => {
    const reveal = () => {
      const list = bar.current;
      const tab = list?.querySelector('a[aria-current="page"]');
      if (!list || !tab) return;
      const box = list.getBoundingClientRect();
      const at = tab.getBoundingClientRect();
      if (at.right > box.right) list.scrollLeft += at.right - box.right;
      else if (at.left < box.left) list.scrollLeft -= box.left - at.left;
    };
    reveal();
    // Also when the window narrows (a phone turned, a window resized) under an open page.
    window.addEventListener('resize', reveal);
    return () => window.removeEventListener('resize', reveal);
  }, [active]);
  return (
    <nav aria-label={label} className="tab-nav">
      {/* On a phone the bar itself scrolls sideways inside its box (layout.css); the More
          button stays outside that scroll box so its menu is never clipped by it. */}
      <ul ref={bar}>
        {inBar.map((item) => (
          <li key={item.id}>
            <TabLink item={item} active={active} />
          </li>
        ))}
      </ul>
      {inMenu.length > 0 && (
        <Popover
          className="tab-more"
          triggerClassName={currentInMenu ? 'active' : undefined}
          trigger={
            <>
              {currentInMenu ? currentInMenu.label : 'More'} <span aria-hidden="true">▾</span>
            </>
          }
          triggerLabel={currentInMenu ? `More: ${currentInMenu.label}` : undefined}
          panelLabel={`More of ${label}`}
        >
          {(close) => (
            <ul className="plain-list">
              {inMenu.map((item) => (
                <li key={item.id}>
                  <TabLink item={item} active={active} onClick={close} />
                </li>
              ))}
            </ul>
          )}
        </Popover>
      )}
    </nav>
  );
}

function TabLink({
  item,
  active,
  onClick,
}: {
  item: TabItem;
  active: string;
  onClick?: () => void;
}) {
  const current = item.id === active;
  return (
    <Link
      to={item.href}
      aria-current={current ? 'page' : undefined}
      className={current ? 'active' : undefined}
      preventScrollReset
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
