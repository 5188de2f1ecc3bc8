import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { serverOnlyParams } from './scripts/vite/server-only-params.ts';

const DATA_NODE = process.env.DATA_NODE_URL ?? 'http://127.0.0.1:3008';
/**
 * Suites that exist only on a PostgreSQL server (processes sharing one database): `npm run
 * test:postgres` runs them with TEST_DATABASE_URL; without it they are not collected at all,
 * rather than reported as skipped.
 */
const POSTGRES_ONLY = process.env.TEST_DATABASE_URL ? [] : ['server/test/roles/roles.test.ts'];
/** The libraries every page runs (chunk `vendor`); not zod's messages (api/zod-english.ts). */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|zod(?![\\/]v4[\\/]locales))[\\/]/;
/** What (nearly) every page uses besides: the contract's schemas, src/lib, src/api and the few
 * UI primitives every record shows (chunk `shared`). Not what only some pages read — stream
 * decoding, transactions with their commands, proposal terms, nodes, spam statistics, the stake
 * token, the CometBFT schemas and client — which loads with those pages (−2 KB gzip on the list
 * pages); nor the schemas only the live pages' streams read (accounts, candles, ledger, market data
 * and depth, margins, positions, the event bus), deposits, the date input of the orders filter,
 * nodes fetched whole, RFC 3339 times of CometBFT (−1.3 KB gzip on every other page); nor a page's own head builder
 * (src/lib/page-head/*-head.ts), which loads with its page. */
const SHARED =
  /^(?!.*node_modules).*[\\/](contract[\\/](?!stream-|endpoints[\\/]|enums[\\/]|commands[\\/]|transaction[.]|proposal-terms[.]|node[.]|spam[.]|cometbft[.]|oracle[.]|reward[.]|(account|candle|deposit|event-bus|governance|info|ledger|margin|market-data|market-depth|order|party|position|vote)[.])|src[\\/]entities[\\/]directory-stale[.]|src[\\/](lib|api)[\\/](?!comet-rpc|datetime-input|fetch-all-nodes|rfc3339-ns|page-head[\\/](?!head-tags))|src[\\/]components[\\/]ui[\\/](timestamp|use-clock|time-zone|id-text|status-states)[.])/;

/** The endpoint contract's core and the explorer's entry point to it, with the directories every
 * data page reads through it (not the app shell's: see SHARED), and the trades list's declaration
 * (its schema is shared: alone, six pages would load it as a chunk of its own). */
const ENDPOINTS =
  /[\\/](contract[\\/]endpoints[\\/](endpoint|params|groups|assets|markets|network-parameters|trades)[.]|src[\\/]entities[\\/](endpoint[\\/]endpoint-(query|pages)|asset[\\/]asset-directory|market[\\/]market-directory)[.])/;

/** An order's terms that commands and records both carry (the order record itself, with its
 * 2 KB of rejection reasons and its status, loads with the pages that show orders). */
const ORDER_TERMS =
  /[\\/]contract[\\/](pegged-order[.]|enums[\\/](side|order-type|time-in-force|pegged-reference)[.])/;

/** The CometBFT RPC: its client (src/api/comet-rpc), schemas, endpoint declarations, and the
 * nanosecond times its blocks carry (src/lib/rfc3339-ns: the pages that read blocks). */
const COMETBFT =
  /[\\/](src[\\/](api[\\/]comet-rpc|lib[\\/]rfc3339-ns)|contract[\\/](endpoints[\\/])?cometbft)[.]ts$/;

/** What both orders pages read (the order record with its rejection reasons and status, the
 * orders endpoints, an order's queries, the order columns), in one chunk of its own: the other
 * pages that show orders load it with the tab or lookup that needs them. The list's filters and
 * queries load with /orders alone. */
const ORDERS =
  /[\\/](contract[\\/](order[.]|enums[\\/](order-error|order-status)[.]|endpoints[\\/]orders[.])|src[\\/](features[\\/]orders[\\/](use-order-markets|api[\\/]orders-queries)|entities[\\/]order[\\/]order-(columns|format))[.])/;

const LOOKUPS =
  /[\\/](src[\\/]features[\\/]transactions[\\/](use-lookups|decode[\\/]lookups)|src[\\/]entities[\\/](validator[\\/]validator-directory|proposal[\\/]proposal-directory)|contract[\\/](governance[.]|proposal-terms[.]|vote[.]|transaction[.]|commands[\\/]|endpoints[\\/](governance|transactions)[.]))/;

/**
 * react-router 7 resolves to its development build under every export condition, dev warnings
 * included (remix-run/react-router#12532, #14102); builds take the production one beside it.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every lazy import in a preload helper (~0.9 KB gzip in every first route) that
 * adds `<link>`s for the chunk's dependencies. Here it has none to add: JS preloading is off
 * (`modulePreload: false`) and the explorer has one stylesheet, loaded by index.html. So the
 * helper is only the import itself; the build fails if a lazy chunk ever brings CSS of its own.
 */
function importWithoutPreload(): Plugin {
  return {
    name: 'import-without-preload',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) =>
      id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined,
    generateBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (sheets.length > 1) {
        throw new Error(
          `one stylesheet expected, found ${sheets.join(', ')}: restore the preload helper`,
        );
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  // The endpoints' parameter specs are the server's (scripts/vite/server-only-params.ts).
  plugins: [react(), serverOnlyParams(), importWithoutPreload()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: 'dist',
    // No preload helper or per-import dependency table in every page's code (the first-route
    // JavaScript budget: −2 KB gzip on every first route): a lazy page's imports load when the
    // browser reads its chunk, one short round trip later on the explorer's own origin.
    modulePreload: false,
    sourcemap: true,
    rolldownOptions: {
      // The declarations of parameters (contract/endpoints) are plain data: with the endpoints'
      // parameter specs left out of the explorer (serverOnlyParams), a group or filter declared
      // beside an endpoint is read by nothing here, and goes when its calls may go too. (The
      // bundler does not honour a `@__NO_SIDE_EFFECTS__` annotation across chunks: hence names.)
      treeshake: { manualPureFunctions: ['endpoint', 'param', 'pathParam', 'dateRange'] },
      output: {
        // Fewer, larger chunks for the first page (the first-route JavaScript budget): left to
        // itself the bundler cuts ~25 chunks of a few hundred bytes each, and each gzips on its
        // own.
        codeSplitting: {
          groups: [
            // What every page runs, in one file that changes only when the dependencies do.
            { name: 'vendor', test: VENDOR, priority: 4 },
            // Every page parses responses with the contract and formats with src/lib; the
            // stream decoding stays with the streams (not every page has one).
            {
              name: 'shared',
              test: new RegExp(`${SHARED.source}|${ENDPOINTS.source}|${ORDER_TERMS.source}`),
              priority: 3,
            },
            {
              name: 'node',
              test: /[\\/]contract[\\/](endpoints[\\/](nodes|snapshots)|node)[.]ts$/,
              priority: 2,
            },
            { name: 'lookups', test: LOOKUPS, priority: 1 },
            { name: 'orders', test: ORDERS, priority: 2 },
            // The tables' column helper stays a chunk of its own (as the bundler would cut it),
            // not in the first chunk that imports it (the orders'), which every table would load.
            { name: 'lib', test: /node_modules[\\/]@tanstack[\\/]table-core[\\/]/, priority: 5 },
            // The CometBFT client with the RPC's schemas and declarations: the transport loads it
            // on a first RPC request (pages without blocks do not carry it), and the pages that
            // read blocks find it in the chunk they already have, not in one more request.
            { name: 'cometbft', test: COMETBFT, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the data node runs beside Vite; the explorer still talks to its own origin.
    proxy: {
      '/api': { target: DATA_NODE, ws: true },
      '/rest': DATA_NODE,
      '/health': DATA_NODE,
      // CometBFT RPC subset (blocks): same origin as the API.
      '/tm': DATA_NODE,
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'bench/ui/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
}));
