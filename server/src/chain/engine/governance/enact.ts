import type { Asset } from '#contract/asset.ts';
import type { BlockOutput } from '../block/block-output.ts';
import { checkNetworkParameterValue } from '../genesis/network-parameters-schema.ts';
import type { NetworkState } from '../state/network-state.ts';
import { launchMarket } from './new-market.ts';
import type { ProposalEntry } from './proposal-entry.ts';
import { updateMarket } from './update-market.ts';
import type { ProposalFailure } from './proposal-failure.ts';

/**
 * A passed proposal's effect at its enactment time. Returns why it failed, if it did (the
 * proposal is then FAILED instead of ENACTED).
 */
export function enact(
  state: NetworkState,
  entry: ProposalEntry,
  now: bigint,
  out: BlockOutput,
): ProposalFailure | undefined {
  const terms = entry.proposal.terms;
  const assets = state.governance.assets;
  switch (entry.kind) {
    case 'newMarket':
      return launchMarket(state, entry, now, out);
    case 'updateMarket':
      return updateMarket(state, terms.updateMarket!, now);
    case 'newAsset': {
      // Listed on the bridge next (validators sign it); enabled when the bridge confirms.
      const { builtinAsset, erc20, ...details } = terms.newAsset!.changes;
      const asset: Asset = {
        id: entry.proposal.id,
        details: {
          ...details,
          ...(builtinAsset ? { builtinAsset } : {}),
          ...(erc20 ? { erc20 } : {}),
        },
        status: 'STATUS_PENDING_LISTING',
      };
      assets.put(asset);
      out.governance.assets.set(asset.id, asset);
      return undefined;
    }
    case 'updateAsset': {
      const change = terms.updateAsset!;
      const current = assets.get(change.assetId);
      if (!current)
        return { reason: 'PROPOSAL_ERROR_INVALID_ASSET', details: 'asset does not exist' };
      const asset: Asset = {
        ...current,
        details: { ...current.details, quantum: change.changes.quantum },
      };
      assets.put(asset);
      // New ERC-20 limits take effect when the bridge contract applies them.
      if (change.changes.erc20) assets.pendingLimits.set(asset.id, { ...change.changes.erc20 });
      out.governance.assets.set(asset.id, asset);
      return undefined;
    }
    case 'updateNetworkParameter': {
      const { key, value } = terms.updateNetworkParameter!.changes;
      const error = checkNetworkParameterValue(key, value);
      if (error)
        return { reason: 'PROPOSAL_ERROR_NETWORK_PARAMETER_VALIDATION_FAILED', details: error };
      // The rest of the chain reads state.params, so the value applies from the next block.
      state.params.set(key, value);
      out.governance.networkParameters.set(key, value);
      return undefined;
    }
    case 'newFreeform':
      return undefined;
  }
}
