import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header.tsx';

interface RootLayoutProps {
  /** Page-wide notices above the header (e.g. the data node is down). */
  banner?: ReactNode;
  search?: ReactNode;
  tools?: ReactNode;
}

export function RootLayout({ banner, search, tools }: RootLayoutProps) {
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {banner}
      <Header search={search} tools={tools} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
