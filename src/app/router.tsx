import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { RouteError } from '../components/ui/route-error.tsx';
import { DataNodeBanner } from '../features/data-node/components/data-node-banner.tsx';
import { DataNodeWidget } from '../features/data-node/components/data-node-widget.tsx';
import { SearchField } from '../features/search/components/search-field.tsx';
import { SettingsMenu } from '../features/settings/components/settings-menu.tsx';

/** Route modules load lazily so each page's code (tables, charts) comes with the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Starts a transaction page's request while the page's code is still loading (a deep link's
 * largest paint waits for it), instead of after the page has rendered its loading state.
 * The page's own query then finds it in flight; a bad hash is left for the page to explain.
 */
const prefetchTransaction =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const { transactionsQueries } =
      await import('../features/transactions/api/transactions-queries.ts');
    void queryClient.prefetchQuery(transactionsQueries.detail(params.hash ?? ''));
    return null;
  };

/** The shell every page shares; its feature widgets are composed here, not in components/. */
const layout = (
  <RootLayout
    banner={<DataNodeBanner />}
    search={<SearchField />}
    tools={
      <>
        <DataNodeWidget />
        <SettingsMenu />
      </>
    }
  />
);

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: layout,
      errorElement: <RouteError />,
      children: [
        { path: paths.home.pattern, lazy: page(() => import('../routes/home.tsx')) },
        { path: paths.search.pattern, lazy: page(() => import('../routes/search.tsx')) },
        { path: paths.assets.pattern, lazy: page(() => import('../routes/assets.tsx')) },
        { path: paths.asset.pattern, lazy: page(() => import('../routes/asset-detail.tsx')) },
        { path: paths.markets.pattern, lazy: page(() => import('../routes/markets.tsx')) },
        { path: paths.market.pattern, lazy: page(() => import('../routes/market-detail.tsx')) },
        { path: paths.parties.pattern, lazy: page(() => import('../routes/parties.tsx')) },
        { path: paths.party.pattern, lazy: page(() => import('../routes/party-detail.tsx')) },
        { path: paths.validators.pattern, lazy: page(() => import('../routes/validators.tsx')) },
        {
          path: paths.validator.pattern,
          lazy: page(() => import('../routes/validator-detail.tsx')),
        },
        { path: paths.governance.pattern, lazy: page(() => import('../routes/governance.tsx')) },
        {
          path: paths.proposal.pattern,
          lazy: page(() => import('../routes/proposal-detail.tsx')),
        },
        { path: paths.network.pattern, lazy: page(() => import('../routes/network.tsx')) },
        { path: paths.orders.pattern, lazy: page(() => import('../routes/orders.tsx')) },
        { path: paths.order.pattern, lazy: page(() => import('../routes/order-detail.tsx')) },
        {
          path: paths.transactions.pattern,
          lazy: page(() => import('../routes/transactions.tsx')),
        },
        {
          path: paths.transaction.pattern,
          loader: prefetchTransaction(queryClient),
          lazy: page(() => import('../routes/transaction-detail.tsx')),
        },
        { path: '*', lazy: page(() => import('../routes/not-found.tsx')) },
      ],
    },
  ]);
}
