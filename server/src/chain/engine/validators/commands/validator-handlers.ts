import type { CommandKey } from '#contract/commands/input-data.ts';
import { protocolUpgradeProposal, stateVariableProposal } from './consensus-handlers.ts';
import { delegate, undelegate } from './delegation-handlers.ts';
import { announceNode, heartbeat, rotateEthereumKey, rotateKey } from './node-handlers.ts';
import { issueSignatures, nodeSignature, nodeVote } from './signature-handlers.ts';

/** Handlers of the delegation and validator commands (spread into commands/registry.ts). */
export const VALIDATOR_HANDLERS = {
  delegateSubmission: delegate,
  undelegateSubmission: undelegate,
  validatorHeartbeat: heartbeat,
  announceNode,
  keyRotateSubmission: rotateKey,
  ethereumKeyRotateSubmission: rotateEthereumKey,
  issueSignatures,
  nodeSignature,
  nodeVote,
  stateVariableProposal,
  protocolUpgradeProposal,
} satisfies Partial<Record<CommandKey, unknown>>;
