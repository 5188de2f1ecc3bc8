import { describe, expect, it } from 'vitest';
import { COMMAND_TRANSACTION_TYPES, TRANSACTION_TYPES } from './transaction.ts';

describe('TRANSACTION_TYPES', () => {
  it('holds exactly the 25 type strings of reference §6', () => {
    expect(Object.keys(TRANSACTION_TYPES).sort()).toEqual(
      [
        'Submit Order',
        'Cancel Order',
        'Amend Order',
        'Withdraw',
        'Proposal',
        'Vote on Proposal',
        'Register new Node',
        'Node Vote',
        'Node Signature',
        'Liquidity Provision Order',
        'Cancel LiquidityProvision Order',
        'Amend LiquidityProvision Order',
        'Chain Event',
        'Submit Oracle Data',
        'Delegate',
        'Undelegate',
        'Key Rotate Submission',
        'State Variable Proposal',
        'Transfer Funds',
        'Cancel Transfer Funds',
        'Validator Heartbeat',
        'Ethereum Key Rotate Submission',
        'Protocol Upgrade',
        'Issue Signatures',
        'Batch Market Instructions',
      ].sort(),
    );
  });

  it('maps the types to their command keys as reference §6 pairs them', () => {
    expect(TRANSACTION_TYPES['Submit Order']).toBe('orderSubmission');
    expect(TRANSACTION_TYPES['Register new Node']).toBe('announceNode');
    expect(TRANSACTION_TYPES['Cancel LiquidityProvision Order']).toBe(
      'liquidityProvisionCancellation',
    );
    expect(TRANSACTION_TYPES['Transfer Funds']).toBe('transfer');
    expect(TRANSACTION_TYPES['Protocol Upgrade']).toBe('protocolUpgradeProposal');
    expect(COMMAND_TRANSACTION_TYPES.voteSubmission).toBe('Vote on Proposal');
  });
});
