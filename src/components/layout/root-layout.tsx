import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../ui/route-error.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Header } from './header.tsx';

interface RootLayoutProps {
  /** Page-wide notices above the header (e.g. the data node is down). */
  banner?: ReactNode;
  search?: ReactNode;
  tools?: ReactNode;
}

export function RootLayout({ banner, search, tools }: RootLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {banner}
      <Header search={search} tools={tools} />
      <main id="main" className="page" tabIndex={-1}>
        <Breadcrumbs />
        {/* A page that fails keeps the header (search, node switch) usable. */}
        <RouteErrorBoundary resetKey={pathname}>
          {/* Empty only while the first page's code loads; later navigations keep the
              previous page on screen meanwhile (the router uses transitions). */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
