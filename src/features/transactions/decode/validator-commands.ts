// Validator commands as labelled fields; in one line: validator-summaries.ts.
import type { Signature } from '#contract/commands/signature.ts';
import type { StateVariableProposal } from '#contract/commands/validator-commands.ts';
import { enumToWords } from '../../../lib/enum-words.ts';
import type { Decoders } from './codec.ts';
import { field, group, idValue, list, text, type Field, type FieldValue } from './fields.ts';
import { stakeValue } from './lookups.ts';
import { stateVariableName, type ValidatorCommand } from './validator-summaries.ts';

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

export const validatorDecoders: Decoders<ValidatorCommand> = {
  announceNode: (n): Field[] => [
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
  nodeVote: (v) => [
    field('Reference', idValue(v.reference)),
    field('Event', text(enumToWords(v.type))),
  ],
  nodeSignature: (s) => [
    field('Resource', idValue(s.id)),
    field('Kind', text(enumToWords(s.kind))),
    field('Signature (base64)', { kind: 'block', text: s.sig }),
  ],
  issueSignatures: (s, lookups) => [
    field('Submitter', idValue(s.submitter)),
    field('Kind', text(enumToWords(s.kind))),
    field(
      'Validator',
      idValue(s.validatorNodeId, 'validator', lookups.validators?.get(s.validatorNodeId)?.name),
    ),
  ],
  keyRotateSubmission: (k) => [
    field('New key index', text(String(k.newPubKeyIndex))),
    field('Target block', text(k.targetBlock)),
    field('New public key', idValue(k.newPubKey)),
    field('Current public key hash', idValue(k.currentPubKeyHash)),
  ],
  ethereumKeyRotateSubmission: (k) => [
    field('Target block', text(k.targetBlock)),
    field('New address', idValue(k.newAddress)),
    field('Current address', idValue(k.currentAddress)),
    field('Submitter address', idValue(k.submitterAddress)),
    field('Ethereum signature', signatureValue(k.ethereumSignature)),
  ],
  stateVariableProposal: ({ proposal }, lookups) => [
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
  validatorHeartbeat: (h, lookups) => [
    field('Node', idValue(h.nodeId, 'validator', lookups.validators?.get(h.nodeId)?.name)),
    field('Message', idValue(h.message)),
    field('Network signature', signatureValue(h.netSignature)),
    field('Ethereum signature', signatureValue(h.ethereumSignature)),
  ],
  protocolUpgradeProposal: (p) => [
    field('Release tag', text(p.netReleaseTag)),
    field('Upgrade at block', text(p.upgradeBlockHeight)),
  ],
  delegateSubmission: (d, lookups) => [
    field('Node', idValue(d.nodeId, 'validator', lookups.validators?.get(d.nodeId)?.name)),
    field('Amount', stakeValue(lookups, d.amount)),
  ],
  undelegateSubmission: (u, lookups) => [
    field('Node', idValue(u.nodeId, 'validator', lookups.validators?.get(u.nodeId)?.name)),
    field('Amount', stakeValue(lookups, u.amount)),
    field('When', text(enumToWords(u.method))),
  ],
};
