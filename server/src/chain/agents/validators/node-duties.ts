import type { PendingTx } from '../../engine/block/pending-tx.ts';
import { tx } from '../../engine/block/pending-tx.ts';
import { sha3Hex } from '../../engine/ids.ts';
import type { Rng } from '../../engine/rng.ts';
import type { NetworkState } from '../../engine/state/network-state.ts';
import type { NodeState } from '../../engine/validators/node-state.ts';
import { HEARTBEAT_INTERVAL_BLOCKS } from '../../engine/validators/scores.ts';
import { fakeSignature, nodeTx, nodesOf } from './agent-support.ts';

/** Chance a live validator misses one heartbeat. */
const MISS_HEARTBEAT = 0.03;
/** Chance per block a consensus validator signs / votes on an open item. */
const RESPOND = 0.6;
/** Chance per block a slow validator still answers an item settled in the last blocks. */
const LATE = 0.08;

/**
 * In every odd epoch one consensus validator is down for the whole epoch (no heartbeats):
 * its performance drops to 0 and a standby node takes its seat at the epoch end.
 */
export function downNode(state: NetworkState): string | undefined {
  const seq = state.validators.epoch.seq;
  if (seq % 2n === 0n) return undefined;
  const consensus = nodesOf(state, 'tendermint')
    .map((n) => n.id)
    .sort();
  if (consensus.length === 0) return undefined;
  const pick = BigInt(`0x${sha3Hex('down', seq.toString()).slice(0, 8)}`);
  return consensus[Number(pick % BigInt(consensus.length))];
}

/** Each node beats every HEARTBEAT_INTERVAL_BLOCKS blocks, staggered by its position. */
export function heartbeatTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const down = downNode(state);
  return nodesOf(state).flatMap((node, i) => {
    if ((height + BigInt(i * 3)) % BigInt(HEARTBEAT_INTERVAL_BLOCKS) !== 0n) return [];
    if (node.id === down || rng.chance(MISS_HEARTBEAT)) return [];
    const message = state.lastBlockHash.slice(0, 32);
    return [
      nodeTx(node, 'validatorHeartbeat', {
        nodeId: node.id,
        ethereumSignature: fakeSignature('eth/secp256k1', node.ethereumAddress, message),
        netSignature: fakeSignature('net/ed25519', node.pubKey, message),
        message,
      }),
    ];
  });
}

const recent = (settledAt: bigint | undefined, height: bigint) =>
  settledAt !== undefined && height - settledAt <= 2n;

/** Node signatures for open bundles and node votes for open resources (a few come late). */
export function signAndVoteTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const multisig = state.validators.multisig;
  const consensus = nodesOf(state, 'tendermint');
  for (const b of multisig.bundles.values()) {
    const open = b.settledAt === undefined && b.createdAt < height;
    if (!open && !recent(b.settledAt, height)) continue;
    for (const node of consensus)
      if (!b.signers.has(node.id) && rng.chance(open ? RESPOND : LATE))
        out.push(
          nodeTx(node, 'nodeSignature', {
            id: b.id,
            sig: Buffer.from(fakeSignature('eth/secp256k1', node.id, b.id).value, 'hex').toString(
              'base64',
            ),
            kind: b.kind,
          }),
        );
  }
  for (const r of multisig.resources.values()) {
    const open = r.settledAt === undefined && r.createdAt < height;
    if (!open && !recent(r.settledAt, height)) continue;
    for (const node of consensus)
      if (!r.voters.has(node.id) && rng.chance(open ? RESPOND : LATE))
        out.push(nodeTx(node, 'nodeVote', { reference: r.reference, type: r.type }));
  }
  return out;
}

function signerChangePending(state: NetworkState, node: NodeState): boolean {
  const multisig = state.validators.multisig;
  return [...multisig.bundles.values()].some(
    (b) =>
      b.nodeId === node.id &&
      (b.settledAt === undefined ||
        multisig
          .openResources()
          .some((r) => r.reference === `0x${sha3Hex('multisig-event', b.id)}`)),
  );
}

/**
 * Operators ask for multisig signer changes: a consensus validator not yet a signer asks to be
 * added, a former one still a signer asks to be removed. An impatient operator sometimes asks
 * again the next block (over its one-per-epoch limit), and now and then a standby operator
 * asks for its node to be added (which fails: it is not a consensus validator).
 */
export function signerChangeTxs(state: NetworkState, height: bigint, rng: Rng): PendingTx[] {
  const out: PendingTx[] = [];
  const request = (node: NodeState, kind: string) =>
    tx(node.operator, 'issueSignatures', {
      submitter: node.ethereumAddress,
      kind,
      validatorNodeId: node.id,
    });
  for (const node of nodesOf(state)) {
    const adding = node.status === 'tendermint' && !node.onMultisig;
    const removing = node.status !== 'tendermint' && node.onMultisig;
    if (adding || removing) {
      const kind = `NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_${adding ? 'ADDED' : 'REMOVED'}`;
      const bundle = [...state.validators.multisig.bundles.values()].find(
        (b) => b.nodeId === node.id && b.createdAt === height - 1n,
      );
      if (bundle && rng.chance(0.5)) out.push(request(node, kind));
      else if (!signerChangePending(state, node) && rng.chance(0.3)) out.push(request(node, kind));
    }
  }
  const standby = nodesOf(state, 'ersatz');
  if (height % 500n === 60n && standby.length > 0)
    out.push(request(rng.pick(standby), 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED'));
  return out;
}
