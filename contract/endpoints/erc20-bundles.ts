import {
  erc20ListAssetBundleResponseSchema,
  erc20SetAssetLimitsBundleResponseSchema,
  erc20WithdrawalApprovalResponseSchema,
} from '../erc20-bundles.ts';
import { endpoint } from './endpoint.ts';
import { param } from './params.ts';

/** The ERC-20 bridge's signature bundles (reference swagger). */
export const erc20ListAssetBundle = endpoint({
  name: 'erc20ListAssetBundle',
  path: '/api/v2/erc20/asset/list/bundle',
  query: { assetId: param.id('asset', { required: true }) },
  response: erc20ListAssetBundleResponseSchema,
});

export const erc20SetAssetLimitsBundle = endpoint({
  name: 'erc20SetAssetLimitsBundle',
  path: '/api/v2/erc20/asset/limits/bundle',
  query: { proposalId: param.id('proposal', { required: true }) },
  response: erc20SetAssetLimitsBundleResponseSchema,
});

export const erc20WithdrawalApproval = endpoint({
  name: 'erc20WithdrawalApproval',
  path: '/api/v2/erc20/asset/withdrawal/bundle',
  query: { withdrawalId: param.id('withdrawal', { required: true }) },
  response: erc20WithdrawalApprovalResponseSchema,
});
