import { describe, expect, it } from 'vitest';
import type { CommandKey } from '#contract/commands/input-data.ts';
import { COMMAND_KEYS } from '#contract/commands/input-data.ts';
import { BTC_MARKET, LOOKUPS, makeTx, NODE, ORDER, PARTY, PROPOSAL, USDC } from '../mocks.ts';
import { COMMANDS } from './command-fixtures.ts';
import { decodeTransaction } from './decode-transaction.ts';
import type { Field, FieldValue } from './fields.ts';

/** Flattens decoded fields to "Label › Sub-label: value" lines, as a reader would see them. */
function lines(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((f) => valueLines(f.value, `${prefix}${f.label}`));
}

function valueLines(value: FieldValue, label: string): string[] {
  switch (value.kind) {
    case 'text':
      return [`${label}: ${value.text}`];
    case 'block':
      return [`${label}: ${value.text}`];
    case 'time':
      return [`${label}: time ${value.ns}`];
    case 'id':
      return [`${label}: ${value.name ? `${value.name} ` : ''}${value.entity ?? 'id'} ${value.id}`];
    case 'group':
      return lines(value.fields, `${label} › `);
    case 'list':
      return value.items.flatMap((item, i) => valueLines(item, `${label} ${i + 1}`));
  }
}

const decode = <K extends CommandKey>(key: K) =>
  lines(decodeTransaction(makeTx(key, COMMANDS[key]), LOOKUPS).fields);

describe('decodeTransaction', () => {
  it.each(COMMAND_KEYS)('decodes %s into labelled fields', (key) => {
    const decoded = decodeTransaction(makeTx(key, COMMANDS[key]), LOOKUPS);
    expect(decoded.key).toBe(key);
    expect(decoded.fields.length).toBeGreaterThan(0);
    for (const line of lines(decoded.fields)) expect(line).toMatch(/^[A-Z][^:]*: \S/);
  });

  it('formats an order submission with the market’s decimals and enum words', () => {
    expect(decode('orderSubmission')).toEqual([
      `Market: BTCUSD market ${BTC_MARKET}`,
      'Side: Buy',
      'Type: Limit',
      'Time in force: GTC',
      'Price: 27,410.50',
      'Size: 5',
      'Post only: No',
      'Reduce only: No',
    ]);
  });

  it('shows only what an amendment changes', () => {
    expect(decode('orderAmendment')).toEqual([
      `Order: order ${ORDER}`,
      `Market: BTCUSD market ${BTC_MARKET}`,
      'New price: 27,400.00',
      'Size change: −2',
    ]);
  });

  it('numbers batch instructions in execution order', () => {
    const out = decode('batchMarketInstructions');
    expect(out[0]).toBe('Counts: 1 cancellation, 0 amendments, 2 submissions');
    expect(out).toContain('Instructions, in execution order 1 › Instruction: Cancel');
    expect(out).toContain('Instructions, in execution order 2 › Instruction: Submit');
    expect(out).toContain('Instructions, in execution order 3 › Side: Sell');
    expect(out).toContain('Instructions, in execution order 3 › Price: 27,500.00');
  });

  it('decodes funds movements with the asset’s decimals', () => {
    expect(decode('withdrawSubmission')).toContain('Amount: 100 USDC');
    const transfer = decode('transfer');
    expect(transfer).toContain(`To: party ${PARTY}`);
    expect(transfer).toContain('Amount: 2.5 USDC');
    expect(transfer).toContain('Kind › Deliver on: Immediately');
    expect(decode('cancelTransfer')).toEqual([`Transfer: id ${'7e'.repeat(32)}`]);
    expect(decode('chainEvent')).toEqual([
      'External transaction: id 0x3f47',
      'Nonce: 692',
      'Source: Builtin asset deposit',
      `Asset: USDC asset ${USDC}`,
      `Party: party ${PARTY}`,
      'Amount: 1,000 USDC',
    ]);
  });

  it('decodes a new-market proposal by kind, rationale as plain text', () => {
    const out = decode('proposalSubmission');
    expect(out).toContain('Kind: New market BTCUSD.MF23');
    expect(out).toContain('Description: # Why\n<b>not markup</b>');
    expect(out).toContain('Closes: time 1767225600000000000');
    expect(out).toContain(`Changes › Settlement asset: USDC asset ${USDC}`);
    expect(out).toContain('Changes › Position decimal places: 4');
    expect(out).toContain('Changes › Price monitoring triggers 1 › Horizon: 43200 s');
    expect(out).toContain(
      'Changes › Settlement data source › Filters 1: prices.BTC.value (integer, 2 decimals) > 0',
    );
    expect(out).toContain(
      'Changes › Trading termination source › Network time 1: Time ≥ 1700000000 (Unix seconds)',
    );
    expect(out).toContain('Changes › Risk model (log-normal) › Sigma: 1.25');
    expect(decode('voteSubmission')).toEqual([`Proposal: proposal ${PROPOSAL}`, 'Vote: YES']);
  });

  it('decodes liquidity commitments and leaves unchanged amendment fields as such', () => {
    const out = decode('liquidityProvisionSubmission');
    expect(out).toContain('Commitment: 1,000 USDC');
    expect(out).toContain('Fee: 0.1%');
    expect(out).toContain('Buy shape 1 › Reference: Best bid');
    expect(out).toContain('Buy shape 1 › Offset: 10.00');
    expect(decode('liquidityProvisionAmendment')).toContain('Commitment: Unchanged');
  });

  it('decodes validator commands', () => {
    expect(decode('delegateSubmission')).toEqual([`Node: validator ${NODE}`, 'Amount: 6 VOTE']);
    expect(decode('undelegateSubmission')).toContain('When: At end of epoch');
    expect(decode('announceNode')).toContain('Ethereum signature › Algorithm: eth/secp256k1');
    expect(decode('nodeVote')).toContain('Event: Funds deposited');
    expect(decode('issueSignatures')).toContain('Kind: ERC20 multisig signer removed');
    expect(decode('stateVariableProposal')).toEqual([
      `State variable: price-ranges of BTCUSD`,
      `Event: id ${'ad'.repeat(32)}`,
      'Values 1 › Key: up',
      'Values 1 › Value: [1.0781, 1.1]',
      'Values 1 › Tolerance: 0.000001',
      'Values 2 › Key: factor',
      'Values 2 › Value: 0.5',
      'Values 2 › Tolerance: 0',
      'Values 3 › Key: grid',
      'Values 3 › Value 1: [1, 2]',
      'Values 3 › Value 2: [3, 4]',
      'Values 3 › Tolerance: 0',
    ]);
    expect(decode('protocolUpgradeProposal')).toEqual([
      'Release tag: v0.71.5',
      'Upgrade at block: 300',
    ]);
  });

  it('shows an oracle payload as pretty-printed text', () => {
    expect(decode('oracleDataSubmission')).toEqual([
      'Source: JSON',
      'Payload: {\n  "prices.BTC.value": "2741050",\n  "prices.ETH.value": "180000"\n}',
    ]);
  });

  it('links an oracle submission to the specs listening for its properties', () => {
    const oracleSpecs = new Map([
      ['prices.BTC.value', ['b1'.repeat(32)]],
      ['prices.ETH.value', ['e1'.repeat(32), 'b1'.repeat(32)]],
      ['prices.SOL.value', ['51'.repeat(32)]],
    ]);
    const tx = makeTx('oracleDataSubmission', COMMANDS.oracleDataSubmission);
    const fields = lines(decodeTransaction(tx, { ...LOOKUPS, oracleSpecs }).fields);
    // Each spec once, in the payload's order; the SOL spec hears nothing of this payload.
    expect(fields.slice(2)).toEqual([
      `Oracle specs listening 1: oracle ${'b1'.repeat(32)}`,
      `Oracle specs listening 2: oracle ${'e1'.repeat(32)}`,
    ]);
  });

  it('names an Open Oracle message’s prices as the specs do', () => {
    const oracleSpecs = new Map([['prices.EUR.value', ['e0'.repeat(32)]]]);
    const payload = btoa(
      JSON.stringify({
        timestamp: '1',
        messages: ['0x1'],
        signatures: ['0x2'],
        prices: { EUR: '1.09' },
      }),
    );
    const tx = makeTx('oracleDataSubmission', { source: 'ORACLE_SOURCE_OPEN_ORACLE', payload });
    const fields = lines(decodeTransaction(tx, { ...LOOKUPS, oracleSpecs }).fields);
    expect(fields.at(-1)).toBe(`Oracle specs listening 1: oracle ${'e0'.repeat(32)}`);
  });
});
