import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/erc20-bundles.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import {
  listAssetBundle,
  setAssetLimitsBundle,
  withdrawalApproval,
} from '../store/erc20-bundles.ts';

/** ErrorDetail code of these routes (ours, in the family of the other not-found codes). */
const BUNDLE_NOT_FOUND = 50010;

const tags = ['ERC-20 bridge'];

function present(id: string | undefined, name: string): string {
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
  defineRoute(
    app,
    endpoints.erc20ListAssetBundle,
    {
      summary: 'Signature bundle listing an asset on the bridge',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      const assetId = present(q.assetId, 'assetId');
      return found(await listAssetBundle(app.db, assetId), 'ERC-20 asset', assetId);
    },
  );
  defineRoute(
    app,
    endpoints.erc20SetAssetLimitsBundle,
    {
      summary: "Signature bundle setting an asset's limits",
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      const proposalId = present(q.proposalId, 'proposalId');
      const bundle = await setAssetLimitsBundle(app.db, proposalId);
      return found(bundle, 'ERC-20 asset limits proposal', proposalId);
    },
  );
  defineRoute(
    app,
    endpoints.erc20WithdrawalApproval,
    {
      summary: 'Signature bundle approving a withdrawal',
      tags,
      errors: [404],
    },
    async ({ query: q }) => {
      const withdrawalId = present(q.withdrawalId, 'withdrawalId');
      const bundle = await withdrawalApproval(app.db, withdrawalId);
      return found(bundle, 'ERC-20 withdrawal', withdrawalId);
    },
  );
}
