import { describe, expect, it } from 'vitest';
import { lint } from './lint-as.ts';

/*
 * Each layering rule of the repo (eslint.config.js with scripts/eslint/*.js) seen failing on a
 * deliberate violation: one import a zone may not make, linted as a file of that zone with the
 * repo's own configuration (no file is written). A rule that stopped firing — a renamed folder,
 * a pattern that no longer matches — fails here instead of letting the zones blur silently.
 */

const VIOLATIONS: [zone: string, file: string, code: string, rule: string, message: RegExp][] = [
  // top-level-boundaries.js: the halves meet only at #contract.
  [
    'the explorer reaching the server by a relative path',
    'src/features/home/violation.ts',
    "export { buildApp } from '../../../server/src/app.ts';",
    'local/no-cross-top-level',
    /may not leave src\/ \(this one reaches server\/\)/,
  ],
  [
    'the server reading the contract by a relative path',
    'server/src/routes/violation.ts',
    "export { orderSchema } from '../../../contract/order.ts';",
    'local/no-cross-top-level',
    /Import the contract as '#contract\/…'/,
  ],
  // server-zones.js
  [
    'an engine rule importing the simulated traders',
    'server/src/chain/engine/trading/violation.ts',
    "export { priceWalk } from '../../agents/price-walk.ts';",
    'local/server-zones',
    /zone 'engine' may not import from 'agents'/,
  ],
  [
    'the engine doing I/O',
    'server/src/chain/engine/violation.ts',
    "export { Pool } from 'pg';",
    'local/server-zones',
    /zone 'engine' may not import 'pg'/,
  ],
  [
    'the store importing the transport',
    'server/src/store/violation.ts',
    "export { readPagination } from '../http/pagination.ts';",
    'local/server-zones',
    /zone 'store' may not import from 'http'/,
  ],
  [
    'the transport importing a route',
    'server/src/http/violation.ts',
    "export { ordersRoutes } from '../routes/orders.ts';",
    'local/server-zones',
    /zone 'http' may not import from 'routes'/,
  ],
  [
    'a route reaching the runner',
    'server/src/routes/violation.ts',
    "export { ChainRunner } from '../node/chain-runner.ts';",
    'local/server-zones',
    /zone 'routes' may not import from 'node'/,
  ],
  [
    'the runner importing the transport',
    'server/src/node/violation.ts',
    "export { default } from 'fastify';",
    'local/server-zones',
    /zone 'node' may not import 'fastify'/,
  ],
  [
    'a stream importing a route',
    'server/src/streams/violation.ts',
    "export { ordersRoutes } from '../routes/orders.ts';",
    'local/server-zones',
    /zone 'streams' may not import from 'routes'/,
  ],
  [
    'a role importing a route',
    'server/src/roles/violation.ts',
    "export { ordersRoutes } from '../routes/orders.ts';",
    'local/server-zones',
    /zone 'roles' may not import from 'routes'/,
  ],
  [
    'the HTTP application reaching the runner',
    'server/src/app.ts',
    "export { ChainRunner } from './node/chain-runner.ts';",
    'local/server-zones',
    /zone 'app' may not import from 'node'/,
  ],
  [
    'the settings importing the transport',
    'server/src/config.ts',
    "export { ResponseCache } from './http/response-cache.ts';",
    'local/server-zones',
    /zone 'config' may not import from 'http'/,
  ],
  [
    'a file in no zone',
    'server/src/helpers/violation.ts',
    'export const x = 1;',
    'local/server-zones',
    /server\/src\/helpers\/violation\.ts is in no server zone/,
  ],
  // feature-boundaries.js
  [
    'a feature importing another feature',
    'src/features/home/violation.ts',
    "export { marketsQueries } from '../markets/api/markets-queries.ts';",
    'local/feature-boundaries',
    /features\/home\/ may not import features\/markets\//,
  ],
  // Two features whose shared code lives in the entity layer, not in either of them.
  [
    'the blocks feature importing the transactions feature',
    'src/features/blocks/components/violation.tsx',
    "export { summarise } from '../../transactions/decode/summarise.ts';",
    'local/feature-boundaries',
    /features\/blocks\/ may not import features\/transactions\//,
  ],
  [
    'the transactions feature importing the blocks feature',
    'src/features/transactions/components/violation.tsx',
    "export { BlockDetails } from '../../../features/blocks/components/block-details.tsx';",
    'local/feature-boundaries',
    /features\/transactions\/ may not import features\/blocks\//,
  ],
  [
    'an entity importing a feature',
    'src/entities/market/violation.ts',
    "export { marketsQueries } from '../../features/markets/api/markets-queries.ts';",
    'local/feature-boundaries',
    /markets/,
  ],
  // eslint.config.js: the explorer's restricted imports.
  [
    'the explorer importing a server package',
    'src/api/violation.ts',
    "export { default } from 'fastify';",
    'no-restricted-imports',
    /never imports the server/,
  ],
  [
    'a component fetching',
    'src/components/ui/violation.tsx',
    "export { useQuery } from '@tanstack/react-query';",
    'no-restricted-imports',
    /never fetch/,
  ],
  [
    'a component importing a feature',
    'src/components/ui/violation.tsx',
    "export { MarketsPage } from '../../features/markets/markets-page.tsx';",
    'no-restricted-imports',
    /never depend on features or routes/,
  ],
  [
    'lib importing React',
    'src/lib/violation.ts',
    "export { useState } from 'react';",
    'no-restricted-imports',
    /lib\/ is pure/,
  ],
  [
    'a feature importing a route module',
    'src/features/home/violation.ts',
    "export { Component } from '../../routes/home.tsx';",
    'no-restricted-imports',
    /features\/ never import routes/,
  ],
  [
    'the contract importing anything but zod',
    'contract/violation.ts',
    "export { useState } from 'react';",
    'no-restricted-imports',
    /imports only zod/,
  ],
];

describe('the layering lint rules', () => {
  it.each(VIOLATIONS)('reports %s', async (_zone, file, code, rule, message) => {
    const reported = await lint(file, code);
    expect(reported, JSON.stringify(reported)).toContainEqual({
      rule,
      message: expect.stringMatching(message),
    });
  });

  it.each([
    [
      'an engine rule importing the contract',
      'server/src/chain/engine/ok.ts',
      "export { orderSchema } from '#contract/order.ts';",
    ],
    [
      'a route importing the transport and the store',
      'server/src/routes/ok.ts',
      "export { defineRoute } from '../http/define-route.ts';\nexport { listOrders } from '../store/orders.ts';",
    ],
    [
      'a role reading through the store',
      'server/src/roles/ok.ts',
      "export { committedHeadBlock } from '../store/chain-log.ts';",
    ],
    [
      'a feature importing an entity',
      'src/features/home/ok.ts',
      "export { MarketLink } from '../../entities/market/market-link.tsx';",
    ],
    [
      'a route composing two features',
      'src/routes/ok.tsx',
      "export { BlockDetails } from '../features/blocks/components/block-details.tsx';\nexport { BlockTransactions } from '../features/transactions/components/block-transactions.tsx';",
    ],
  ])('lets %s pass', async (_what, file, code) => {
    const layering = (await lint(file, code)).filter(
      (m) => m.rule?.startsWith('local/') || m.rule === 'no-restricted-imports',
    );
    expect(layering).toEqual([]);
  });
});
