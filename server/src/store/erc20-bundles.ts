import type { Asset } from '#contract/asset.ts';
import type { GovernanceData } from '#contract/governance.ts';
import type { Withdrawal } from '#contract/withdrawal.ts';
import { getAsset } from './assets.ts';
import type { Queryable } from './database.ts';
import { getFundsMovement } from './deposits-withdrawals.ts';
import { getGovernanceData } from './governance.ts';

/**
 * ERC-20 bridge bundles. The simulated chain lists its ERC-20 assets at genesis and pays out
 * withdrawals without asking the validators to sign them (only multisig signer changes are
 * signed), so every bundle carries "0x": no signature was collected. The rest is the stored
 * asset, withdrawal or proposal. Undefined = nothing to bundle (unknown id, or not ERC-20).
 */
const NO_SIGNATURES = '0x';

/** A hex id read as the bridge's uint256 nonce. */
const nonceOf = (id: string) => BigInt(`0x${id}`).toString();

export async function listAssetBundle(db: Queryable, assetId: string) {
  const asset = await getAsset(db, assetId);
  const erc20 = asset?.details.erc20;
  if (!asset || !erc20) return undefined;
  return {
    assetSource: erc20.contractAddress,
    netAssetId: asset.id,
    nonce: nonceOf(asset.id),
    signatures: NO_SIGNATURES,
  };
}

/** The limits an enacted asset-update proposal set on an ERC-20 asset. */
export async function setAssetLimitsBundle(db: Queryable, proposalId: string) {
  const data: GovernanceData | undefined = await getGovernanceData(db, { id: proposalId });
  const update = data?.proposal.terms.updateAsset;
  if (!data || !update?.changes.erc20) return undefined;
  const asset: Asset | undefined = await getAsset(db, update.assetId);
  if (!asset?.details.erc20) return undefined;
  return {
    assetSource: asset.details.erc20.contractAddress,
    netAssetId: asset.id,
    nonce: nonceOf(data.proposal.id),
    lifetimeLimit: update.changes.erc20.lifetimeLimit,
    threshold: update.changes.erc20.withdrawThreshold,
    signatures: NO_SIGNATURES,
  };
}

export async function withdrawalApproval(db: Queryable, withdrawalId: string) {
  const withdrawal = await getFundsMovement<Withdrawal>(db, 'withdrawals', withdrawalId);
  const target = withdrawal?.ext?.erc20?.receiverAddress;
  if (!withdrawal || target === undefined) return undefined;
  const asset = await getAsset(db, withdrawal.asset);
  if (!asset?.details.erc20) return undefined;
  return {
    assetSource: asset.details.erc20.contractAddress,
    amount: withdrawal.amount,
    // The reference's nonce is the withdrawal's `ref`.
    nonce: withdrawal.ref,
    signatures: NO_SIGNATURES,
    targetAddress: target,
    creation: withdrawal.createdTimestamp,
  };
}
