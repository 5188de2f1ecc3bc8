import type { Signature } from '../../../../server/src/contract/commands/signature.ts';
import type { StateVariableProposal } from '../../../../server/src/contract/commands/validator-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import { truncateMiddle } from '../../../lib/truncate-id.ts';
import type { Codecs } from './codec.ts';
import {
  enumPhrase,
  field,
  group,
  idValue,
  list,
  text,
  type Field,
  type FieldValue,
} from './fields.ts';
import { marketName, stakeText, type Lookups } from './lookups.ts';

export function signatureValue(s: Signature): FieldValue {
  return group([
    field('Algorithm', text(s.algo)),
    field('Value', idValue(s.value)),
    field('Version', text(String(s.version))),
  ]);
}

type KeyValue = StateVariableProposal['proposal']['kvb'][number];

function stateValue(v: KeyValue['value']): FieldValue {
  if (v.scalarVal) return text(v.scalarVal.value);
  if (v.vectorVal) return text(`[${v.vectorVal.value.join(', ')}]`);
  if (v.matrixVal)
    return list(
      v.matrixVal.value.map((row) => text(`[${row.value.join(', ')}]`)),
      true,
    );
  return text('—');
}

/** "<marketId>_price-ranges" → "price-ranges of BTCUSD.MF23" when the prefix is a market. */
function stateVariableName(lookups: Lookups, id: string): string {
  const cut = id.indexOf('_');
  if (cut <= 0) return id;
  const marketId = id.slice(0, cut);
  return lookups.markets.has(marketId)
    ? `${id.slice(cut + 1)} of ${marketName(lookups, marketId)}`
    : id;
}

const kindWords = (kind: string) => enumPhrase(enumToWords(kind));

export const validatorCodecs: Codecs<
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
  | 'undelegateSubmission'
> = {
  announceNode: {
    decode: (n): Field[] => [
      field('Name', text(n.name)),
      field('Node', idValue(n.id, 'validator')),
      field('Public key', idValue(n.netPubKey, 'party')),
      field('Key index', text(String(n.netPubKeyIndex))),
      field('Ethereum address', idValue(n.ethereumAddress)),
      field('Chain public key', idValue(n.chainPubKey)),
      field('Country', text(n.country)),
      // URLs are the node's own claims: shown as text, not links.
      field('Info URL', text(n.infoUrl)),
      field('Avatar URL', text(n.avatarUrl)),
      field('From epoch', text(n.fromEpoch)),
      field('Submitter address', idValue(n.submitterAddress)),
      field('Ethereum signature', signatureValue(n.ethereumSignature)),
      field('Network signature', signatureValue(n.netSignature)),
    ],
    summarise: (n) =>
      `Announce node ${n.name}${n.country ? ` (${n.country})` : ''} from epoch ${n.fromEpoch}`,
  },
  nodeVote: {
    decode: (v) => [
      field('Reference', idValue(v.reference)),
      field('Event', text(enumToWords(v.type))),
    ],
    summarise: (v) => `Confirm ${kindWords(v.type)} event ${truncateMiddle(v.reference)}`,
  },
  nodeSignature: {
    decode: (s) => [
      field('Resource', idValue(s.id)),
      field('Kind', text(enumToWords(s.kind))),
      field('Signature (base64)', { kind: 'block', text: s.sig }),
    ],
    summarise: (s) => `Sign ${kindWords(s.kind)} ${truncateMiddle(s.id)}`,
  },
  issueSignatures: {
    decode: (s) => [
      field('Submitter', idValue(s.submitter)),
      field('Kind', text(enumToWords(s.kind))),
      field('Validator', idValue(s.validatorNodeId, 'validator')),
    ],
    summarise: (s) =>
      `Request signatures: ${kindWords(s.kind)} for node ${truncateMiddle(s.validatorNodeId)}`,
  },
  keyRotateSubmission: {
    decode: (k) => [
      field('New key index', text(String(k.newPubKeyIndex))),
      field('Target block', text(k.targetBlock)),
      field('New public key', idValue(k.newPubKey)),
      field('Current public key hash', idValue(k.currentPubKeyHash)),
    ],
    summarise: (k) => `Rotate node key to index ${k.newPubKeyIndex} at block ${k.targetBlock}`,
  },
  ethereumKeyRotateSubmission: {
    decode: (k) => [
      field('Target block', text(k.targetBlock)),
      field('New address', idValue(k.newAddress)),
      field('Current address', idValue(k.currentAddress)),
      field('Submitter address', idValue(k.submitterAddress)),
      field('Ethereum signature', signatureValue(k.ethereumSignature)),
    ],
    summarise: (k) =>
      `Rotate Ethereum key ${truncateMiddle(k.currentAddress)} → ${truncateMiddle(k.newAddress)} at block ${k.targetBlock}`,
  },
  stateVariableProposal: {
    decode: ({ proposal }, lookups) => [
      field(
        'State variable',
        text(stateVariableName(lookups, proposal.stateVarId), proposal.stateVarId),
      ),
      field('Event', idValue(proposal.eventId)),
      field(
        'Values',
        list(
          proposal.kvb.map((kv) =>
            group([
              field('Key', text(kv.key)),
              field('Value', stateValue(kv.value)),
              field('Tolerance', text(kv.tolerance)),
            ]),
          ),
          true,
        ),
      ),
    ],
    summarise: ({ proposal }, lookups) =>
      `Propose ${stateVariableName(lookups, proposal.stateVarId)}: ${proposal.kvb.map((kv) => kv.key).join(', ') || 'no values'}`,
  },
  validatorHeartbeat: {
    decode: (h) => [
      field('Node', idValue(h.nodeId, 'validator')),
      field('Message', idValue(h.message)),
      field('Network signature', signatureValue(h.netSignature)),
      field('Ethereum signature', signatureValue(h.ethereumSignature)),
    ],
    summarise: (h) => `Heartbeat from node ${truncateMiddle(h.nodeId)}`,
  },
  protocolUpgradeProposal: {
    decode: (p) => [
      field('Release tag', text(p.netReleaseTag)),
      field('Upgrade at block', text(p.upgradeBlockHeight)),
    ],
    summarise: (p) => `Propose upgrade to ${p.netReleaseTag} at block ${p.upgradeBlockHeight}`,
  },
  delegateSubmission: {
    decode: (d, lookups) => [
      field('Node', idValue(d.nodeId, 'validator')),
      field('Amount', text(stakeText(lookups, d.amount), d.amount)),
    ],
    summarise: (d, lookups) =>
      `Delegate ${stakeText(lookups, d.amount)} to node ${truncateMiddle(d.nodeId)}`,
  },
  undelegateSubmission: {
    decode: (u, lookups) => [
      field('Node', idValue(u.nodeId, 'validator')),
      field('Amount', text(stakeText(lookups, u.amount), u.amount)),
      field('When', text(enumToWords(u.method))),
    ],
    summarise: (u, lookups) =>
      `Undelegate ${stakeText(lookups, u.amount)} from node ${truncateMiddle(u.nodeId)}${u.method === 'METHOD_NOW' ? ' now' : u.method === 'METHOD_AT_END_OF_EPOCH' ? ' at the end of the epoch' : ''}`,
  },
};
