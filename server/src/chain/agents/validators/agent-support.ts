import type { Signature } from '#contract/commands/signature.ts';
import { tx, type PendingTx } from '../../engine/block/pending-tx.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import type { NodeState } from '../../engine/validators/node-state.ts';

export const ONE_VOTE = 10n ** 18n;

/** A signature-shaped value: the simulation has no keys, so it is a hash of what is signed. */
export function fakeSignature(
  algo: 'net/ed25519' | 'eth/secp256k1',
  ...parts: string[]
): Signature {
  const value = sha3Hex(algo, ...parts) + sha3Hex(...parts, algo);
  return { value: algo === 'eth/secp256k1' ? value.slice(0, 130) : value, algo, version: 1 };
}

/** A validator command, signed with the node's current key. */
export const nodeTx = (node: NodeState, key: string, body: unknown): PendingTx =>
  tx(node.pubKey, key, body);

/** Nodes in registration order (genesis first), optionally of one tier. */
export function nodesOf(state: NetworkState, tier?: NodeState['status']): NodeState[] {
  const all = [...state.validators.nodes.values()];
  return tier === undefined ? all : all.filter((n) => n.status === tier);
}

/** A 0x address derived from a label. */
export const addressOf = (...label: string[]) => `0x${sha3Hex('eth', ...label).slice(0, 40)}`;

/** Base64 of 32 bytes derived from a label (a Tendermint public key). */
export const tmKeyOf = (...label: string[]) =>
  Buffer.from(sha3Hex('tm', ...label), 'hex').toString('base64');
