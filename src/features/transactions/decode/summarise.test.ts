import { describe, expect, it } from 'vitest';
import type { CommandKey } from '#contract/commands/input-data.ts';
import { COMMAND_KEYS } from '#contract/commands/input-data.ts';
import { transactionSchema } from '#contract/transaction.ts';
import { LOOKUPS, makeTx, orderSubmission } from '../mocks.ts';
import { COMMANDS } from './command-fixtures.ts';
import { NO_LOOKUPS } from './lookups.ts';
import { summarise } from './summarise.ts';

const txOf = <K extends CommandKey>(key: K) => makeTx(key, COMMANDS[key]);

const EXPECTED: Record<CommandKey, string> = {
  orderSubmission: 'Buy 5 BTCUSD @ 27,410.50 GTC',
  orderCancellation: 'Cancel order b1b1b1…b1b1 on BTCUSD',
  orderAmendment: 'Amend order b1b1b1…b1b1 on BTCUSD: price 27,400.00, size −2',
  batchMarketInstructions: 'Batch on BTCUSD: 1 cancellation, 0 amendments, 2 submissions',
  withdrawSubmission: 'Withdraw 100 USDC to 0xabab…abab',
  transfer: 'Transfer 2.5 USDC from general account to e1e1e1…e1e1 (general account)',
  cancelTransfer: 'Cancel transfer 7e7e7e…7e7e',
  proposalSubmission: 'Propose new market BTCUSD.MF23: “List a Bitcoin future”',
  voteSubmission: 'Vote YES on proposal 9a9a9a…9a9a',
  liquidityProvisionSubmission: 'Commit 1,000 USDC of liquidity on BTCUSD at a fee of 0.1%',
  liquidityProvisionAmendment: 'Amend liquidity commitment on BTCUSD: fee 0.2%',
  liquidityProvisionCancellation: 'Cancel liquidity commitment on BTCUSD',
  delegateSubmission: 'Delegate 6 VOTE to node f1f1f1…f1f1',
  undelegateSubmission: 'Undelegate 2 VOTE from node f1f1f1…f1f1 at the end of the epoch',
  announceNode: 'Announce node Tern Validation (SE) from epoch 3',
  nodeVote: 'Confirm funds deposited event 0x7a7a…7a7a',
  nodeSignature: 'Sign asset withdrawal 5b5b5b…5b5b',
  issueSignatures: 'Request signatures: ERC20 multisig signer removed for node f1f1f1…f1f1',
  chainEvent: 'Deposit 1,000 USDC to e1e1e1…e1e1',
  oracleDataSubmission: 'Submit oracle data (JSON): prices.BTC.value, prices.ETH.value',
  keyRotateSubmission: 'Rotate node key to index 2 at block 485',
  ethereumKeyRotateSubmission: 'Rotate Ethereum key 0x3f3f…3f3f → 0xa0a0…a0a0 at block 325',
  stateVariableProposal: 'Propose price-ranges of BTCUSD: up, factor, grid',
  validatorHeartbeat: 'Heartbeat from node f1f1f1…f1f1',
  protocolUpgradeProposal: 'Propose upgrade to v0.71.5 at block 300',
};

describe('summarise', () => {
  it.each(COMMAND_KEYS)('summarises %s in one line', (key) => {
    const tx = txOf(key);
    // The fixture is in the contract's shape, as the data node would send it.
    expect(transactionSchema.parse(tx)).toEqual(tx);
    expect(summarise(tx, LOOKUPS)).toBe(EXPECTED[key]);
  });

  it('words market orders, pegged orders and sells', () => {
    const market = {
      ...orderSubmission,
      type: 'TYPE_MARKET' as const,
      price: '',
      timeInForce: 'TIME_IN_FORCE_IOC' as const,
    };
    expect(summarise(makeTx('orderSubmission', market), LOOKUPS)).toBe(
      'Buy 5 BTCUSD at market IOC',
    );
    const pegged = {
      ...orderSubmission,
      side: 'SIDE_SELL' as const,
      price: '',
      peggedOrder: { reference: 'PEGGED_REFERENCE_BEST_ASK' as const, offset: '150' },
    };
    expect(summarise(makeTx('orderSubmission', pegged), LOOKUPS)).toBe(
      'Sell 5 BTCUSD pegged to best ask + 1.50 GTC',
    );
  });

  it('falls back to raw values when the market or asset is unknown', () => {
    expect(summarise(txOf('orderSubmission'), NO_LOOKUPS)).toBe(
      'Buy 5 market a1a1a1…a1a1 @ 2741050 GTC',
    );
    expect(summarise(txOf('withdrawSubmission'), NO_LOOKUPS)).toBe(
      'Withdraw 100000000 (raw) to 0xabab…abab',
    );
  });

  it('words cancelling everything, other chain events and other proposals', () => {
    expect(summarise(makeTx('orderCancellation', { orderId: '', marketId: '' }), LOOKUPS)).toBe(
      'Cancel all orders on all markets',
    );
    const stake = makeTx('chainEvent', {
      txId: '0x1',
      nonce: '1',
      stakingEvent: {
        index: '1',
        block: '9',
        stakeDeposited: {
          ethereumAddress: '0x1',
          netPublicKey: 'e1'.repeat(32),
          amount: '3000000000000000000',
          blockTime: '1700000000',
        },
      },
    });
    expect(summarise(stake, LOOKUPS)).toBe('Stake 3 VOTE deposited for e1e1e1…e1e1');
    const param = makeTx('proposalSubmission', {
      reference: '',
      terms: {
        closingTimestamp: '1',
        enactmentTimestamp: '2',
        validationTimestamp: '0',
        updateNetworkParameter: {
          changes: { key: 'market.fee.factors.makerFee', value: '0.0002' },
        },
      },
      rationale: { title: '', description: '' },
    });
    expect(summarise(param, LOOKUPS)).toBe(
      'Propose network parameter change market.fee.factors.makerFee = 0.0002',
    );
  });

  it('says when a transaction carries no command', () => {
    const tx = { ...txOf('orderSubmission'), command: { nonce: '1', blockHeight: '1' } };
    expect(summarise(tx, LOOKUPS)).toBe('Submit Order (no command)');
  });
});
