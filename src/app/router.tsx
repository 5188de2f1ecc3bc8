import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { DataNodeBanner } from '../features/data-node/components/data-node-banner.tsx';
import { DataNodeWidget } from '../features/data-node/components/data-node-widget.tsx';
import { SearchField } from '../features/search/components/search-field.tsx';
import { SettingsMenu } from '../features/settings/components/settings-menu.tsx';

/*
 * Declarative routes (<BrowserRouter>), not a data router (createBrowserRouter): the explorer
 * uses no loaders, actions or fetchers, and the data router's code is ~16 KB gzip of every
 * first route's JavaScript (its budget: docs/benchmarks.md). Pages are React.lazy modules; the
 * router wraps navigations in startTransition, so the previous page stays on screen while the
 * next page's code loads, as it did with route `lazy`.
 */

const Home = lazy(() => import('../routes/home.tsx'));
const Search = lazy(() => import('../routes/search.tsx'));
const Assets = lazy(() => import('../routes/assets.tsx'));
const AssetDetail = lazy(() => import('../routes/asset-detail.tsx'));
const Markets = lazy(() => import('../routes/markets.tsx'));
const MarketDetail = lazy(() => import('../routes/market-detail.tsx'));
const Parties = lazy(() => import('../routes/parties.tsx'));
const PartyDetail = lazy(() => import('../routes/party-detail.tsx'));
const Validators = lazy(() => import('../routes/validators.tsx'));
const ValidatorDetail = lazy(() => import('../routes/validator-detail.tsx'));
const Governance = lazy(() => import('../routes/governance.tsx'));
const ProposalDetail = lazy(() => import('../routes/proposal-detail.tsx'));
const Network = lazy(() => import('../routes/network.tsx'));
const Orders = lazy(() => import('../routes/orders.tsx'));
const OrderDetail = lazy(() => import('../routes/order-detail.tsx'));
const Blocks = lazy(() => import('../routes/blocks.tsx'));
const BlockDetail = lazy(() => import('../routes/block-detail.tsx'));
const Transactions = lazy(() => import('../routes/transactions.tsx'));
const TransactionDetail = lazy(() => import('../routes/transaction-detail.tsx'));
const Oracles = lazy(() => import('../routes/oracles.tsx'));
const OracleDetail = lazy(() => import('../routes/oracle-detail.tsx'));
const DepositDetail = lazy(() => import('../routes/deposit-detail.tsx'));
const WithdrawalDetail = lazy(() => import('../routes/withdrawal-detail.tsx'));
const NotFound = lazy(() => import('../routes/not-found.tsx'));

/**
 * Starts a transaction page's request while the page's code is still loading (a deep link's
 * largest paint waits for it), instead of after the page has rendered its loading state.
 * The page's own query then finds it in flight; a bad hash is left for the page to explain.
 * Its own Suspense boundary lets this effect run before the page's chunk has arrived.
 */
function TransactionRoute() {
  const { hash = '' } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    void import('../features/transactions/api/transactions-queries.ts').then(
      ({ transactionsQueries }) => queryClient.prefetchQuery(transactionsQueries.detail(hash)),
    );
  }, [hash, queryClient]);
  return (
    <Suspense fallback={null}>
      <TransactionDetail />
    </Suspense>
  );
}

const pages: [pattern: string, Page: ComponentType][] = [
  [paths.home.pattern, Home],
  [paths.search.pattern, Search],
  [paths.assets.pattern, Assets],
  [paths.asset.pattern, AssetDetail],
  [paths.markets.pattern, Markets],
  [paths.market.pattern, MarketDetail],
  [paths.parties.pattern, Parties],
  [paths.party.pattern, PartyDetail],
  [paths.validators.pattern, Validators],
  [paths.validator.pattern, ValidatorDetail],
  [paths.governance.pattern, Governance],
  [paths.proposal.pattern, ProposalDetail],
  [paths.network.pattern, Network],
  [paths.orders.pattern, Orders],
  [paths.order.pattern, OrderDetail],
  [paths.blocks.pattern, Blocks],
  [paths.block.pattern, BlockDetail],
  [paths.transactions.pattern, Transactions],
  [paths.transaction.pattern, TransactionRoute],
  [paths.oracles.pattern, Oracles],
  [paths.oracle.pattern, OracleDetail],
  [paths.deposit.pattern, DepositDetail],
  [paths.withdrawal.pattern, WithdrawalDetail],
  ['*', NotFound],
];

/** The shell every page shares; its feature widgets are composed here, not in components/. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          element={
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
          }
        >
          {pages.map(([pattern, Page]) => (
            <Route key={pattern} path={pattern} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
