import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import { minimumValidatorStake } from '../../engine/validators/params.ts';
import { associatedStake } from '../../engine/validators/stake-source.ts';
import { addressOf, fakeSignature, tmKeyOf } from './agent-support.ts';

/** Operators who join as new validators over time (one every 400 blocks, from block 45). */
const NEWCOMERS = [
  { name: 'Sable Relay', location: 'IT' },
  { name: 'Tern Validation', location: 'SE' },
  { name: 'Umber Stake', location: 'ZA' },
  { name: 'Vireo Nodes', location: 'MX' },
];

function announcement(state: NetworkState, party: string, name: string, location: string) {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const ethereumAddress = addressOf('operator', party);
  return tx(party, 'announceNode', {
    netPubKey: party,
    ethereumAddress,
    chainPubKey: tmKeyOf(party),
    infoUrl: `https://${slug}.example/net-validator`,
    country: location,
    id: sha3Hex('node', party),
    name,
    avatarUrl: `https://${slug}.example/avatar.png`,
    netPubKeyIndex: 1,
    fromEpoch: state.validators.epoch.seq.toString(),
    ethereumSignature: fakeSignature('eth/secp256k1', ethereumAddress, party),
    netSignature: fakeSignature('net/ed25519', party),
    submitterAddress: ethereumAddress,
  });
}

/**
 * A new pending validator now and then: a well-staked liquidity provider or market maker
 * announces a node (it then tops up its own stake, see the delegator agent). Two blocks later
 * a small trader tries too, without the minimum stake a validator needs (refused as spam).
 */
export function announceTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const round = Number(height / 400n);
  const newcomer = NEWCOMERS[round];
  if (!newcomer) return [];
  const operators = new Set([...state.validators.nodes.values()].map((n) => n.operator));
  const min = minimumValidatorStake(state);
  const free = (p: string) =>
    associatedStake(state, p) - state.validators.delegations.partyNextTotal(p);
  if (height % 400n === 45n) {
    const candidates = state.parties
      .filter(
        (p) =>
          (p.role === 'liquidity-provider' || p.role === 'market-maker') && !operators.has(p.id),
      )
      .filter((p) => free(p.id) >= min + min / 3n);
    if (candidates.length === 0) return [];
    return [announcement(state, rng.pick(candidates).id, newcomer.name, newcomer.location)];
  }
  if (height % 400n === 47n) {
    const small = state.parties.filter(
      (p) => p.role === 'trader' && associatedStake(state, p.id) < min,
    );
    if (small.length === 0) return [];
    return [announcement(state, rng.pick(small).id, `${newcomer.name} II`, newcomer.location)];
  }
  return [];
}
