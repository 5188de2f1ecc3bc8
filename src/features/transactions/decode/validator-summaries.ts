// Validator commands in one line; apart from their field decoders (validator-commands.ts) so
// lists load only this.
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Summarisers } from './codec.ts';
import { enumPhrase } from './fields.ts';
import { marketName, stakeText, validatorName, type Lookups } from './lookups.ts';

/** "<marketId>_price-ranges" → "price-ranges of BTCUSD.MF23" when the prefix is a market. */
export function stateVariableName(lookups: Lookups, id: string): string {
  const cut = id.indexOf('_');
  if (cut <= 0) return id;
  const marketId = id.slice(0, cut);
  return lookups.markets.has(marketId)
    ? `${id.slice(cut + 1)} of ${marketName(lookups, marketId)}`
    : id;
}

const kindWords = (kind: string) => enumPhrase(enumToWords(kind));

export type ValidatorCommand =
  | 'announceNode'
  | 'nodeVote'
  | 'nodeSignature'
  | 'issueSignatures'
  | 'keyRotateSubmission'
  | 'ethereumKeyRotateSubmission'
  | 'stateVariableProposal'
  | 'validatorHeartbeat'
  | 'protocolUpgradeProposal'
  | 'delegateSubmission'
  | 'undelegateSubmission';

export const validatorSummarisers: Summarisers<ValidatorCommand> = {
  announceNode: (n) =>
    `Announce node ${n.name}${n.country ? ` (${n.country})` : ''} from epoch ${n.fromEpoch}`,
  nodeVote: (v) => `Confirm ${kindWords(v.type)} event ${truncateMiddle(v.reference)}`,
  nodeSignature: (s) => `Sign ${kindWords(s.kind)} ${truncateMiddle(s.id)}`,
  issueSignatures: (s, lookups) =>
    `Request signatures: ${kindWords(s.kind)} for ${validatorName(lookups, s.validatorNodeId)}`,
  keyRotateSubmission: (k) =>
    `Rotate node key to index ${k.newPubKeyIndex} at block ${k.targetBlock}`,
  ethereumKeyRotateSubmission: (k) =>
    `Rotate Ethereum key ${truncateMiddle(k.currentAddress)} → ${truncateMiddle(k.newAddress)} at block ${k.targetBlock}`,
  stateVariableProposal: ({ proposal }, lookups) =>
    `Propose ${stateVariableName(lookups, proposal.stateVarId)}: ${proposal.kvb.map((kv) => kv.key).join(', ') || 'no values'}`,
  validatorHeartbeat: (h, lookups) => `Heartbeat from ${validatorName(lookups, h.nodeId)}`,
  protocolUpgradeProposal: (p) =>
    `Propose upgrade to ${p.netReleaseTag} at block ${p.upgradeBlockHeight}`,
  delegateSubmission: (d, lookups) =>
    `Delegate ${stakeText(lookups, d.amount)} to ${validatorName(lookups, d.nodeId)}`,
  undelegateSubmission: (u, lookups) =>
    `Undelegate ${stakeText(lookups, u.amount)} from ${validatorName(lookups, u.nodeId)}${u.method === 'METHOD_NOW' ? ' now' : u.method === 'METHOD_AT_END_OF_EPOCH' ? ' at the end of the epoch' : ''}`,
};
