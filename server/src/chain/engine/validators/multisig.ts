import type { NetworkState } from '../state/network-state.ts';
import type {
  SignatureBundle,
  SignatureKind,
  VoteType,
  WitnessEffect,
  WitnessResource,
} from './multisig-state.ts';
import { paramNumber } from './params.ts';

/*
 * The multisig operations over the network state. Apart from multisig-state.ts (the state the
 * validators' state holds) so that the network state and its parts do not import each other.
 */

/** Consensus validators needed to agree: `validators.vote.required` of them, rounded up. */
export function quorum(state: NetworkState): number {
  const required = paramNumber(state, 'validators.vote.required', 0.67);
  return Math.max(1, Math.ceil(required * state.validators.inTier('tendermint').length));
}

/** Asks the consensus validators to sign `id` (e.g. a withdrawal, a new asset, a signer change). */
export function requestSignatures(
  state: NetworkState,
  id: string,
  kind: SignatureKind,
  nodeId = '',
): SignatureBundle {
  const bundle: SignatureBundle = {
    id,
    kind,
    nodeId,
    createdAt: state.height + 1n,
    signers: new Set(),
  };
  state.validators.multisig.bundles.set(id, bundle);
  return bundle;
}

/**
 * Puts an external fact up for the validators to confirm with node votes (e.g. a new asset's
 * ERC-20 contract, a staking-bridge event). Other modules call this; the validators' agent
 * votes on every open resource.
 */
export function requestNodeVote(
  state: NetworkState,
  reference: string,
  type: VoteType,
  onConfirmed?: WitnessEffect,
): WitnessResource {
  const existing = state.validators.multisig.resources.get(reference);
  if (existing) return existing;
  const resource: WitnessResource = {
    reference,
    type,
    createdAt: state.height + 1n,
    voters: new Set(),
    onConfirmed,
  };
  state.validators.multisig.resources.set(reference, resource);
  return resource;
}
