import type { Asset } from '#contract/asset.ts';

/** Where an asset comes from, in words: an ERC-20 contract or the builtin faucet. */
export function assetSource(asset: Asset): { label: string; contractAddress?: string } {
  if (asset.details.erc20) {
    return { label: 'ERC-20', contractAddress: asset.details.erc20.contractAddress };
  }
  return { label: 'Builtin' };
}
