import type {
  AnnounceNode,
  EthereumKeyRotateSubmission,
  KeyRotateSubmission,
  ValidatorHeartbeat,
} from '#contract/commands/validator-commands.ts';
import { ID_PATTERN } from '#contract/primitives.ts';
import { failed, invalid } from '../../block/command-error.ts';
import type { TxContext } from '../../block/execution-context.ts';
import { sha3Hex } from '../../ids.ts';
import { createNode } from '../node-state.ts';
import { HEARTBEAT_INTERVAL_BLOCKS } from '../scores.ts';
import { futureBlock, submittingNode } from './validator-context.ts';

const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TM_KEY = /^[A-Za-z0-9+/]{43}=$/;

/**
 * `validatorHeartbeat`: the node proves it is alive (its performance score counts these).
 * Signed by the node's current key, at most one per half heartbeat interval.
 */
export function heartbeat(ctx: TxContext, cmd: ValidatorHeartbeat): void {
  const node = ctx.state.validators.nodes.get(cmd.nodeId);
  if (!node) throw failed('node not found');
  if (node.pubKey !== ctx.submitter) throw failed('heartbeat not signed by the node key');
  if (
    node.lastHeartbeat > 0n &&
    ctx.out.height - node.lastHeartbeat < BigInt(HEARTBEAT_INTERVAL_BLOCKS / 2)
  )
    throw failed('heartbeat received too early');
  node.heartbeats += 1;
  node.lastHeartbeat = ctx.out.height;
}

/** `announceNode`: a new node joins as pending; the announcing key becomes its operator. */
export function announceNode(ctx: TxContext, cmd: AnnounceNode): void {
  const v = ctx.state.validators;
  if (!ID_PATTERN.test(cmd.id)) throw invalid('invalid node id');
  if (cmd.netPubKey !== ctx.submitter) throw invalid('announcement not signed by the node key');
  if (!ETH_ADDRESS.test(cmd.ethereumAddress)) throw invalid('invalid ethereum address');
  if (!TM_KEY.test(cmd.chainPubKey)) throw invalid('invalid tendermint public key');
  if (v.nodes.has(cmd.id)) throw failed('node already exists');
  if ([...v.nodes.values()].some((n) => n.operator === ctx.submitter || n.pubKey === ctx.submitter))
    throw failed('party already operates a node');
  if (!/^\d+$/.test(cmd.fromEpoch) || BigInt(cmd.fromEpoch) < v.epoch.seq)
    throw failed('announcement is for an epoch already over');
  const node = createNode(
    {
      id: cmd.id,
      pubKey: cmd.netPubKey,
      pubKeyIndex: cmd.netPubKeyIndex,
      tmPubKey: cmd.chainPubKey,
      ethereumAddress: cmd.ethereumAddress.toLowerCase(),
      infoUrl: cmd.infoUrl,
      avatarUrl: cmd.avatarUrl,
      location: cmd.country,
      name: cmd.name,
      status: 'pending',
    },
    ctx.out.height,
    false,
  );
  v.nodes.set(node.id, node);
  v.markDirty(node.id);
}

/** `keyRotateSubmission`: the node's key changes at the target block. */
export function rotateKey(ctx: TxContext, cmd: KeyRotateSubmission): void {
  const node = submittingNode(ctx);
  if (!ID_PATTERN.test(cmd.newPubKey)) throw invalid('invalid new public key');
  if (cmd.currentPubKeyHash !== sha3Hex(node.pubKey))
    throw failed('current public key hash does not match');
  if (cmd.newPubKeyIndex <= node.pubKeyIndex)
    throw failed('new key index must be greater than the current one');
  if (node.keyRotation) throw failed('a key rotation is already pending');
  const targetBlock = futureBlock(ctx, cmd.targetBlock, 'target block');
  node.keyRotation = { targetBlock, value: cmd.newPubKey, index: cmd.newPubKeyIndex };
}

/** `ethereumKeyRotateSubmission`: the node's Ethereum address changes at the target block. */
export function rotateEthereumKey(ctx: TxContext, cmd: EthereumKeyRotateSubmission): void {
  const node = submittingNode(ctx);
  if (!ETH_ADDRESS.test(cmd.newAddress)) throw invalid('invalid new ethereum address');
  if (cmd.currentAddress.toLowerCase() !== node.ethereumAddress)
    throw failed('current ethereum address does not match');
  if (node.ethereumRotation) throw failed('an ethereum key rotation is already pending');
  const targetBlock = futureBlock(ctx, cmd.targetBlock, 'target block');
  node.ethereumRotation = { targetBlock, value: cmd.newAddress.toLowerCase(), index: 0 };
}
