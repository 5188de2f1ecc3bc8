import { describe, expect, it } from 'vitest';
import { external, general, margin } from './accounts.ts';
import { toApiAccountBalance, toApiLedgerMovement } from './api-views.ts';
import { CollateralEngine } from './collateral-engine.ts';
import { Ledger } from './ledger.ts';
import { InsufficientFunds } from './ledger-types.ts';
import { ASSET, MARKET, T0, brief, engineWith } from './test-support.ts';

describe('deposit and withdraw', () => {
  it('credits the general account from the external account', () => {
    const engine = new CollateralEngine();
    engine.beginBlock(T0);
    expect(engine.deposit('alice', ASSET, 1_000n)).toEqual({ ok: true });
    expect(engine.deposit('alice', ASSET, 250n)).toEqual({ ok: true });
    expect(engine.balance(general('alice', ASSET))).toBe(1_250n);

    const { movements, changedAccounts } = engine.drainMovements();
    expect(movements.flatMap((m) => m.entries).map(brief)).toEqual([
      ['DEPOSIT', '*.EXTERNAL', 'alice.GENERAL', 1_000n, 0n, 1_000n],
      ['DEPOSIT', '*.EXTERNAL', 'alice.GENERAL', 250n, 0n, 1_250n],
    ]);
    expect(movements[0]?.entries[0]?.timestamp).toBe(T0);
    // the external side is not an account of the accounts table
    expect(changedAccounts.map((a) => [a.account.key, a.balance])).toEqual([
      ['usd||alice|ACCOUNT_TYPE_GENERAL', 1_250n],
    ]);
    expect(engine.totalsByAsset().get(ASSET)).toBe(1_250n);
    expect(engine.netDepositsByAsset().get(ASSET)).toBe(1_250n);
  });

  it('debits the general account to the external account', () => {
    const engine = engineWith({ alice: 1_000n });
    expect(engine.withdraw('alice', ASSET, 400n)).toEqual({ ok: true });
    const { movements } = engine.drainMovements();
    expect(movements.flatMap((m) => m.entries).map(brief)).toEqual([
      ['WITHDRAW', 'alice.GENERAL', '*.EXTERNAL', 400n, 600n, 0n],
    ]);
    expect(engine.netDepositsByAsset().get(ASSET)).toBe(600n);
    expect(engine.totalsByAsset().get(ASSET)).toBe(600n);
  });

  it('refuses a withdrawal larger than the general balance and changes nothing', () => {
    const engine = engineWith({ alice: 1_000n });
    expect(engine.withdraw('alice', ASSET, 1_001n)).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_FUNDS',
      available: 1_000n,
    });
    expect(engine.withdraw('alice', ASSET, 0n)).toMatchObject({
      ok: false,
      reason: 'INVALID_AMOUNT',
    });
    expect(engine.withdraw('bob', ASSET, 1n)).toMatchObject({ ok: false, available: 0n });
    expect(engine.balance(general('alice', ASSET))).toBe(1_000n);
    expect(engine.drainMovements()).toEqual({ movements: [], changedAccounts: [] });
    expect(engine.netDepositsByAsset().get(ASSET)).toBe(1_000n);
  });
});

describe('Ledger', () => {
  const gen = general('alice', ASSET);
  const mar = margin('alice', MARKET, ASSET);

  it('throws InsufficientFunds without changing anything', () => {
    const ledger = new Ledger();
    ledger.transfer(external(ASSET), gen, 10n, 'TRANSFER_TYPE_DEPOSIT', T0);
    expect(() => ledger.transfer(gen, mar, 11n, 'TRANSFER_TYPE_MARGIN_LOW', T0)).toThrow(
      InsufficientFunds,
    );
    expect(ledger.balance(gen)).toBe(10n);
    expect(ledger.has(mar)).toBe(false);
  });

  it('groups a movement, reports the final balance of each touched account once', () => {
    const ledger = new Ledger();
    ledger.movement(() => {
      ledger.transfer(external(ASSET), gen, 10n, 'TRANSFER_TYPE_DEPOSIT', T0);
      ledger.transfer(gen, mar, 4n, 'TRANSFER_TYPE_MARGIN_LOW', T0);
      ledger.transfer(gen, mar, 0n, 'TRANSFER_TYPE_MARGIN_LOW', T0); // no-op
    });
    const [movement, ...rest] = ledger.drainMovements().movements;
    expect(rest).toEqual([]);
    expect(movement?.entries.length).toBe(2);
    expect(movement?.balances.map((b) => [b.account.type, b.balance])).toEqual([
      ['ACCOUNT_TYPE_EXTERNAL', 0n],
      ['ACCOUNT_TYPE_GENERAL', 6n],
      ['ACCOUNT_TYPE_MARGIN', 4n],
    ]);
  });

  it('undoes a movement that throws half way', () => {
    const ledger = new Ledger();
    ledger.transfer(external(ASSET), gen, 10n, 'TRANSFER_TYPE_DEPOSIT', T0);
    ledger.drainMovements();
    expect(() =>
      ledger.movement(() => {
        ledger.transfer(gen, mar, 6n, 'TRANSFER_TYPE_MARGIN_LOW', T0);
        ledger.transfer(gen, mar, 6n, 'TRANSFER_TYPE_MARGIN_LOW', T0);
      }),
    ).toThrow(InsufficientFunds);
    expect(ledger.balance(gen)).toBe(10n);
    expect(ledger.has(mar)).toBe(false);
    expect(ledger.drainMovements()).toEqual({ movements: [], changedAccounts: [] });
  });

  it('lists accounts in creation order and in canonical order', () => {
    const engine = engineWith({ zed: 1n, amy: 2n });
    engine.openMarket(MARKET, ASSET);
    expect([...engine.accounts()].map((a) => a.account.owner)).toEqual([
      'zed',
      'amy',
      '*',
      '*',
      '*',
      '*',
    ]);
    expect(
      engine.ledger.sortedAccounts().map((a) => `${a.account.owner}.${a.account.type}`),
    ).toEqual([
      'amy.ACCOUNT_TYPE_GENERAL',
      'zed.ACCOUNT_TYPE_GENERAL',
      '*.ACCOUNT_TYPE_INSURANCE',
      '*.ACCOUNT_TYPE_SETTLEMENT',
      '*.ACCOUNT_TYPE_FEES_LIQUIDITY',
      '*.ACCOUNT_TYPE_FEES_MAKER',
    ]);
  });
});

describe('API views', () => {
  it('omits owner and market of network accounts in movements, shows owner "network" in balances', () => {
    const engine = engineWith();
    engine.deposit('alice', ASSET, 5n);
    const [movement] = engine.drainMovements().movements;
    expect(movement && toApiLedgerMovement(movement)).toEqual({
      entries: [
        {
          fromAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_EXTERNAL' },
          toAccount: { assetId: ASSET, type: 'ACCOUNT_TYPE_GENERAL', owner: 'alice' },
          amount: '5',
          type: 'TRANSFER_TYPE_DEPOSIT',
          timestamp: T0.toString(),
          fromAccountBalance: '0',
          toAccountBalance: '5',
        },
      ],
      balances: [
        { account: { assetId: ASSET, type: 'ACCOUNT_TYPE_EXTERNAL' }, balance: '0' },
        { account: { assetId: ASSET, type: 'ACCOUNT_TYPE_GENERAL', owner: 'alice' }, balance: '5' },
      ],
    });
    engine.openMarket(MARKET, ASSET);
    const insurance = [...engine.accounts()].find(
      (a) => a.account.type === 'ACCOUNT_TYPE_INSURANCE',
    );
    expect(insurance && toApiAccountBalance(insurance)).toEqual({
      owner: 'network',
      balance: '0',
      asset: ASSET,
      marketId: MARKET,
      type: 'ACCOUNT_TYPE_INSURANCE',
    });
  });
});
