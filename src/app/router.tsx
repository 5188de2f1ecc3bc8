import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { DataNodeBanner } from '../features/data-node/components/data-node-banner.tsx';
import { DataNodeWidget } from '../features/data-node/components/data-node-widget.tsx';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { SettingsMenu } from '../features/settings/components/settings-menu.tsx';

/** Route modules load lazily so each page's code (tables, charts) comes with the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The shell every page shares; its feature widgets are composed here, not in components/. */
const layout = (
  <RootLayout
    banner={<DataNodeBanner />}
    search={<SearchBox />}
    tools={
      <>
        <DataNodeWidget />
        <SettingsMenu />
      </>
    }
  />
);

export function createRouter() {
  return createBrowserRouter([
    {
      element: layout,
      errorElement: <RouteError />,
      children: [
        { path: paths.home.pattern, lazy: page(() => import('../routes/home.tsx')) },
        { path: paths.search.pattern, lazy: page(() => import('../routes/search.tsx')) },
        { path: paths.assets.pattern, lazy: page(() => import('../routes/assets.tsx')) },
        { path: paths.asset.pattern, lazy: page(() => import('../routes/asset-detail.tsx')) },
        { path: '*', lazy: page(() => import('../routes/not-found.tsx')) },
      ],
    },
  ]);
}
