import type { FastifyInstance } from 'fastify';
import {
  erc20ListAssetBundleResponseSchema,
  erc20SetAssetLimitsBundleResponseSchema,
  erc20WithdrawalApprovalResponseSchema,
} from '#contract/erc20-bundles.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { query, type IdPool } from '../http/route-params.ts';
import {
  listAssetBundle,
  setAssetLimitsBundle,
  withdrawalApproval,
} from '../store/erc20-bundles.ts';

/** ErrorDetail code of these routes (ours, in the family of the other not-found codes). */
const BUNDLE_NOT_FOUND = 50010;

const tags = ['ERC-20 bridge'];

const requiredId = (pool: IdPool) => query.id(pool, { required: true });

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
    '/api/v2/erc20/asset/list/bundle',
    {
      summary: 'Signature bundle listing an asset on the bridge',
      tags,
      query: { assetId: requiredId('asset') },
      response: erc20ListAssetBundleResponseSchema,
      errors: [404],
    },
    async ({ query: q }) => {
      const assetId = present(q.assetId, 'assetId');
      return found(await listAssetBundle(app.db, assetId), 'ERC-20 asset', assetId);
    },
  );
  defineRoute(
    app,
    '/api/v2/erc20/asset/limits/bundle',
    {
      summary: "Signature bundle setting an asset's limits",
      tags,
      query: { proposalId: requiredId('proposal') },
      response: erc20SetAssetLimitsBundleResponseSchema,
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
    '/api/v2/erc20/asset/withdrawal/bundle',
    {
      summary: 'Signature bundle approving a withdrawal',
      tags,
      query: { withdrawalId: requiredId('withdrawal') },
      response: erc20WithdrawalApprovalResponseSchema,
      errors: [404],
    },
    async ({ query: q }) => {
      const withdrawalId = present(q.withdrawalId, 'withdrawalId');
      const bundle = await withdrawalApproval(app.db, withdrawalId);
      return found(bundle, 'ERC-20 withdrawal', withdrawalId);
    },
  );
}
