import type { FastifyInstance } from 'fastify';
import { emptyConnection } from '../http/array-page.ts';
import { readPagination } from '../http/pagination.ts';
import { QueryReader } from '../http/query-reader.ts';

/**
 * `GET /api/v2/network/limits` and `GET /api/v2/checkpoints`. The simulated network accepts
 * market and asset proposals from its first block (no genesis switch-on time: "0"). It
 * writes no checkpoints yet (that lifecycle is later work): the list is empty, with its
 * parameters still checked.
 */
export async function networkLimitRoutes(app: FastifyInstance) {
  app.get('/api/v2/network/limits', async () => {
    const [row] = await app.db.query<{ loaded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM blocks) AS loaded',
    );
    const genesisLoaded = row?.loaded === true;
    return {
      limits: {
        canProposeMarket: genesisLoaded,
        canProposeAsset: genesisLoaded,
        proposeMarketEnabled: true,
        proposeAssetEnabled: true,
        genesisLoaded,
        proposeMarketEnabledFrom: '0',
        proposeAssetEnabledFrom: '0',
      },
    };
  });

  app.get('/api/v2/checkpoints', async (request) => {
    readPagination(new QueryReader(request.query as Record<string, string>));
    return { checkpoints: emptyConnection() };
  });
}
