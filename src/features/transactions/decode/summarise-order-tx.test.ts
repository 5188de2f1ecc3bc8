import { describe, expect, it } from 'vitest';
import { LOOKUPS, makeTx } from '../mocks.ts';
import { COMMANDS } from './command-fixtures.ts';
import { summariseOrderTx } from './summarise-order-tx.ts';

// The same lines summarise.test.ts expects of these fixtures (written out, not computed).
describe('summariseOrderTx', () => {
  it('summarises the order commands as the full summary does', () => {
    expect(summariseOrderTx(makeTx('orderSubmission', COMMANDS.orderSubmission), LOOKUPS)).toBe(
      'Buy 5 BTCUSD @ 27,410.50 GTC',
    );
    expect(summariseOrderTx(makeTx('orderAmendment', COMMANDS.orderAmendment), LOOKUPS)).toBe(
      'Amend order b1b1b1…b1b1 on BTCUSD: price 27,400.00, size −2',
    );
    expect(summariseOrderTx(makeTx('orderCancellation', COMMANDS.orderCancellation), LOOKUPS)).toBe(
      'Cancel order b1b1b1…b1b1 on BTCUSD',
    );
    expect(
      summariseOrderTx(
        makeTx('batchMarketInstructions', COMMANDS.batchMarketInstructions),
        LOOKUPS,
      ),
    ).toBe('Batch on BTCUSD: 1 cancellation, 0 amendments, 2 submissions');
  });

  it('reads any other command as its transaction type', () => {
    const tx = makeTx('delegateSubmission', COMMANDS.delegateSubmission, { type: 'Delegate' });
    expect(summariseOrderTx(tx, LOOKUPS)).toBe('Delegate');
  });
});
