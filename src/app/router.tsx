import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteError } from '../components/ui/route-error.tsx';

/** Route modules load lazily so each page's code (tables, charts) comes with the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.home.pattern, lazy: page(() => import('../routes/home.tsx')) },
        { path: paths.assets.pattern, lazy: page(() => import('../routes/assets.tsx')) },
        { path: paths.asset.pattern, lazy: page(() => import('../routes/asset-detail.tsx')) },
        { path: '*', lazy: page(() => import('../routes/not-found.tsx')) },
      ],
    },
  ]);
}
