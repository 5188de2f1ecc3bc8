import type { FastifyInstance } from 'fastify';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { QueryReader } from '../http/query-reader.ts';
import {
  listAssetBundle,
  setAssetLimitsBundle,
  withdrawalApproval,
} from '../store/erc20-bundles.ts';

/** ErrorDetail code of these routes (ours, in the family of the other not-found codes). */
const BUNDLE_NOT_FOUND = 50010;

function requiredId(q: QueryReader, name: string): string {
  const id = q.id(name);
  if (id === undefined) throw invalidArgument(DetailCode.MALFORMED_REQUEST, `${name} is required`);
  return id;
}

function found<T>(bundle: T | undefined, what: string, id: string): T {
  if (bundle === undefined) throw notFound(BUNDLE_NOT_FOUND, `${what} not found`, id);
  return bundle;
}

/**
 * The ERC-20 bridge bundles (reference swagger): listing an asset, setting an asset's limits
 * (an enacted asset-update proposal) and approving a withdrawal.
 */
export async function erc20BundleRoutes(app: FastifyInstance) {
  const reader = (request: { query: unknown }) =>
    new QueryReader(request.query as Record<string, string>);

  app.get('/api/v2/erc20/asset/list/bundle', async (request) => {
    const assetId = requiredId(reader(request), 'assetId');
    return found(await listAssetBundle(app.db, assetId), 'ERC-20 asset', assetId);
  });
  app.get('/api/v2/erc20/asset/limits/bundle', async (request) => {
    const proposalId = requiredId(reader(request), 'proposalId');
    const bundle = await setAssetLimitsBundle(app.db, proposalId);
    return found(bundle, 'ERC-20 asset limits proposal', proposalId);
  });
  app.get('/api/v2/erc20/asset/withdrawal/bundle', async (request) => {
    const withdrawalId = requiredId(reader(request), 'withdrawalId');
    const bundle = await withdrawalApproval(app.db, withdrawalId);
    return found(bundle, 'ERC-20 withdrawal', withdrawalId);
  });
}
