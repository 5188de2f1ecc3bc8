import type {
  IssueSignatures,
  NodeSignature,
  NodeVote,
} from '#contract/commands/validator-commands.ts';
import { failed, invalid } from '../../block/command-error.ts';
import type { TxContext } from '../../block/execution-context.ts';
import { sha3Hex } from '../../ids.ts';
import type { NetworkState } from '../../state/network-state.ts';
import type { WitnessEffect } from '../multisig-state.ts';
import { quorum, requestNodeVote, requestSignatures } from '../multisig.ts';
import { confirmedNodeVote } from '../node-vote-hook.ts';
import { consensusNode } from './validator-context.ts';

const SIGNER_KINDS = new Set([
  'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED',
  'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_REMOVED',
]);

/**
 * `issueSignatures`: asks the validators to sign a multisig signer change for a node — adding
 * a consensus validator not yet a signer, or removing a signer no longer in consensus.
 */
export function issueSignatures(ctx: TxContext, cmd: IssueSignatures): void {
  if (!SIGNER_KINDS.has(cmd.kind)) throw invalid('only multisig signer changes can be requested');
  const node = ctx.state.validators.nodes.get(cmd.validatorNodeId);
  if (!node) throw failed('node not found');
  const adding = cmd.kind === 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED';
  if (adding && node.status !== 'tendermint') throw failed('node is not a consensus validator');
  if (adding && node.onMultisig) throw failed('node is already a multisig signer');
  if (!adding && (node.status === 'tendermint' || !node.onMultisig))
    throw failed('node cannot be removed from the multisig');
  const open = ctx.state.validators.multisig.openBundles();
  if (open.some((b) => b.nodeId === node.id && b.kind === cmd.kind))
    throw failed('signatures for this change are already being collected');
  requestSignatures(ctx.state, ctx.ids.next(), cmd.kind, node.id);
}

/**
 * `nodeSignature`: a consensus validator's signature of a bundle. With a quorum of them a
 * signer change is sent to the bridge, and the validators then witness it on Ethereum.
 */
export function nodeSignature(ctx: TxContext, cmd: NodeSignature): void {
  const node = consensusNode(ctx);
  const bundle = ctx.state.validators.multisig.bundles.get(cmd.id);
  if (!bundle) throw failed('unknown signature request');
  if (bundle.kind !== cmd.kind) throw invalid('signature kind does not match the request');
  if (bundle.settledAt !== undefined) throw failed('signatures already collected');
  if (bundle.signers.has(node.id)) throw failed('duplicate node signature');
  bundle.signers.add(node.id);
  if (bundle.signers.size < quorum(ctx.state)) return;
  bundle.settledAt = ctx.out.height;
  const target = ctx.state.validators.nodes.get(bundle.nodeId);
  if (!target || !SIGNER_KINDS.has(bundle.kind)) return;
  const adding = bundle.kind === 'NODE_SIGNATURE_KIND_ERC20_MULTISIG_SIGNER_ADDED';
  requestNodeVote(
    ctx.state,
    `0x${sha3Hex('multisig-event', bundle.id)}`,
    adding ? 'TYPE_SIGNER_ADDED' : 'TYPE_SIGNER_REMOVED',
    { signerChange: { nodeId: target.id, adding } },
  );
}

/** Applies what a confirmed witness resource changes. */
function applyWitnessEffect(state: NetworkState, effect: WitnessEffect): void {
  const { nodeId, adding } = effect.signerChange;
  const target = state.validators.nodes.get(nodeId);
  if (!target) return;
  target.onMultisig = adding;
  state.validators.markDirty(target.id);
  // The bridge's view of the multisig signers follows the witnessed event.
  const signers = state.governance.bridge.signers;
  const at = signers.findIndex((s) => s.toLowerCase() === target.ethereumAddress);
  if (adding && at < 0) signers.push(target.ethereumAddress);
  if (!adding && at >= 0) signers.splice(at, 1);
}

/** `nodeVote`: a consensus validator confirms an external resource; a quorum settles it. */
export function nodeVote(ctx: TxContext, cmd: NodeVote): void {
  const node = consensusNode(ctx);
  const resource = ctx.state.validators.multisig.resources.get(cmd.reference);
  if (!resource) throw failed('node vote for an unknown resource');
  if (resource.type !== cmd.type) throw invalid('node vote type does not match the resource');
  if (resource.settledAt !== undefined) throw failed('resource already confirmed');
  if (resource.voters.has(node.id)) throw failed('duplicate node vote');
  resource.voters.add(node.id);
  if (resource.voters.size < quorum(ctx.state)) return;
  resource.settledAt = ctx.out.height;
  if (resource.onConfirmed) applyWitnessEffect(ctx.state, resource.onConfirmed);
  confirmedNodeVote(ctx.state, resource.reference);
}
