import { describe, expect, it } from 'vitest';
import { blockHead } from './block-head.ts';
import { fundsHead } from './funds-head.ts';
import { marketHead } from './market-head.ts';
import { proposalHead } from './proposal-head.ts';
import { transactionHead } from './transaction-head.ts';
import { validatorHead } from './validator-head.ts';

// Chain text is wrapped in first-strong isolates (U+2068 … U+2069): invisible, and a name's
// bidi controls cannot reorder the words around it.
const iso = (text: string) => `\u2068${text}\u2069`;
/** Unix nanoseconds of a UTC wall-clock time. */
const ns = (...utc: [number, number, number, number, number, number]) =>
  (BigInt(Date.UTC(...utc)) * 1_000_000n).toString();

const HASH = `600fbe${'ab'.repeat(27)}0891`;

describe('page descriptions, built from the entity', () => {
  it('tell a transaction by its short hash, command, market, block and minute (UTC)', () => {
    const head = transactionHead(HASH, {
      type: 'Submit Order',
      block: '628',
      marketCode: 'BTCUSD.MF23',
      timeNs: ns(2026, 11, 7, 4, 23, 41),
    });
    expect(head).toEqual({
      title: 'Tx 600FBE…0891',
      description: `Transaction 600FBE…0891: Submit Order on ${iso('BTCUSD.MF23')}, block 628, 2026-12-07 04:23 UTC`,
    });
  });

  it('say a refused transaction failed, and leave out what is not known yet', () => {
    const head = transactionHead(HASH, { type: 'Vote', block: '12', failed: true });
    expect(head.description).toBe('Transaction 600FBE…0891: Vote, block 12, failed');
    expect(transactionHead(HASH).description).toBe(
      'Transaction 600FBE…0891 on the trading network.',
    );
  });

  it('describe a market by code, name, state, trading mode and settlement asset', () => {
    const head = marketHead(
      {
        code: 'BTCUSD.MF23',
        name: 'Bitcoin future',
        state: 'STATE_ACTIVE',
        tradingMode: 'TRADING_MODE_CONTINUOUS',
        settlementSymbol: 'USDC',
      },
      'Chart',
    );
    expect(head.title).toBe(`${iso('BTCUSD.MF23')} · Market · Chart`);
    expect(head.description).toBe(
      `${iso('BTCUSD.MF23')} (${iso('Bitcoin future')}): Active, Continuous trading, settles in ${iso('USDC')}. Live order book, trades, candles and market data.`,
    );
  });

  it('give a validator’s stake in whole tokens', () => {
    const head = validatorHead({
      name: 'Node 1',
      status: 'Consensus',
      stakedTotal: '3000000000000000000000',
      token: { symbol: 'VEGA', decimals: 18 },
    });
    expect(head.description).toBe(
      `Validator ${iso('Node 1')}: consensus validator, 3,000 VEGA staked. Its stake, delegations, scores and rewards.`,
    );
  });

  it('name a block by its height with separators; a malformed height keeps "Block"', () => {
    const head = blockHead('1487', {
      transactions: 1,
      proposer: 'Node 2',
      timeNs: ns(2026, 0, 2, 3, 4, 5),
    });
    expect(head).toEqual({
      title: 'Block 1,487',
      description: `Block 1,487: 1 transaction, proposed by ${iso('Node 2')}, 2026-01-02 03:04 UTC.`,
    });
    expect(blockHead('12x', { transactions: 3 })).toEqual({
      title: 'Block',
      description: 'Block of the trading network.',
    });
  });

  it('give a deposit’s amount in its asset, its party and status', () => {
    const head = fundsHead('Deposit', 'd'.repeat(64), {
      amount: '1250000',
      asset: { symbol: 'USDC', decimals: 6 },
      status: 'STATUS_FINALIZED',
      partyId: 'e'.repeat(64),
      createdNs: ns(2026, 11, 7, 0, 0, 0),
    });
    expect(head.description).toBe(
      `Deposit dddddd…dddd: 1.25 ${iso('USDC')}, to party eeeeee…eeee, finalized, 2026-12-07 00:00 UTC.`,
    );
  });

  it('quote a proposal’s title and say when its vote closes', () => {
    const head = proposalHead({
      title: 'Raise the fee',
      kind: 'Network parameter',
      state: 'STATE_OPEN',
      closingNs: ns(2026, 11, 9, 12, 0, 0),
    });
    expect(head.title).toBe(`${iso('Raise the fee')} · Proposal`);
    expect(head.description).toBe(
      `Proposal “${iso('Raise the fee')}”: Network parameter, open, voting closes 2026-12-09 12:00 UTC. Its terms, tally and votes.`,
    );
  });
});
