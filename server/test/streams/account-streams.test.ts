import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceSchema, type AccountBalance } from '#contract/account.ts';
import { positionSchema, type Position } from '#contract/position.ts';
import {
  STREAMS,
  accountsStreamResultSchema,
  ledgerMovementsStreamResultSchema,
  marginLevelsStreamResultSchema,
  positionsStreamResultSchema,
} from '#contract/stream-messages.ts';
import { DetailCode } from '../../src/http/api-error.ts';
import {
  expectRefused,
  raw,
  resultsOf,
  settle,
  startChainStreams,
  type ChainStreams,
} from './chain-streams.ts';

let s: ChainStreams;
beforeAll(async () => {
  s = await startChainStreams(60);
}, 60_000);
afterAll(() => s.stop());

/** The party with most positions: it trades, so its streams move. */
async function activeParty(): Promise<string> {
  const [row] = await s.db.query<{ party_id: string }>(
    'SELECT party_id FROM positions GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 1',
  );
  return row!.party_id;
}

const accountKey = (a: AccountBalance) => `${a.owner}/${a.asset}/${a.marketId}/${a.type}`;
const positionKey = (p: Position) => `${p.partyId}/${p.marketId}`;

describe('positions stream', () => {
  it('sends the party’s positions as a snapshot, then its changed positions', async () => {
    const party = await activeParty();
    const client = await s.open(`${STREAMS.positions.path}?partyId=${party}`);
    const results = () => resultsOf(client, positionsStreamResultSchema);
    await client.until(() => results().some((r) => r.snapshot?.lastPage), 'snapshot');

    const stored = await s.db.query<{ record: string }>(
      'SELECT record FROM positions WHERE party_id = $1',
      [party],
    );
    const snapshot = results().flatMap((r) => r.snapshot?.positions ?? []);
    expect(snapshot.sort((a, b) => positionKey(a).localeCompare(positionKey(b)))).toEqual(
      stored
        .map((row) => positionSchema.parse(JSON.parse(row.record)))
        .sort((a, b) => positionKey(a).localeCompare(positionKey(b))),
    );

    const outputs = await s.chain.advance(10);
    const expected = outputs.flatMap((o) => o.positions).filter((p) => p.partyId === party);
    expect(expected.length).toBeGreaterThan(0);
    const updates = () => results().flatMap((r) => r.updates?.positions ?? []);
    await settle(client, () => updates().length, expected.length);
    expect(updates()).toEqual(expected.map((p) => positionSchema.parse(p)));
  });
});

describe('accounts stream', () => {
  it('sends the party’s balances as a snapshot, then its changed balances', async () => {
    const party = await activeParty();
    const client = await s.open(`${STREAMS.accounts.path}?partyId=${party}`);
    const results = () => resultsOf(client, accountsStreamResultSchema);
    await client.until(() => results().some((r) => r.snapshot?.lastPage), 'snapshot');

    const stored = await s.db.query<{
      asset_id: string;
      market_id: string;
      type: string;
      balance: string;
    }>(
      'SELECT asset_id, market_id, type, balance::text AS balance FROM accounts WHERE owner = $1',
      [party],
    );
    const snapshot = results().flatMap((r) => r.snapshot?.accounts ?? []);
    expect(snapshot.map(accountKey).sort()).toEqual(
      stored.map((a) => `${party}/${a.asset_id}/${a.market_id}/${a.type}`).sort(),
    );
    for (const account of snapshot) {
      const row = stored.find(
        (a) => `${party}/${a.asset_id}/${a.market_id}/${a.type}` === accountKey(account),
      );
      expect(account.balance).toBe(row?.balance);
    }
    // The general account has no market: its marketId is left out on the wire.
    const wire = (raw(client, 0).result.snapshot as { accounts: Record<string, unknown>[] })
      .accounts;
    expect(wire.every((a) => typeof a.type === 'number')).toBe(true);
    expect(wire.some((a) => !('marketId' in a))).toBe(true);

    const outputs = await s.chain.advance(10);
    const expected = outputs.flatMap((o) => o.accounts).filter((a) => a.owner === party);
    expect(expected.length).toBeGreaterThan(0);
    const updates = () => results().flatMap((r) => r.updates?.accounts ?? []);
    await settle(client, () => updates().length, expected.length);
    expect(updates()).toEqual(expected.map((a) => accountBalanceSchema.parse(a)));
  });

  it('filters by type (name or integer) and asset', async () => {
    const asset = s.genesis.assets[0]!.id;
    const byName = await s.open(
      `${STREAMS.accounts.path}?type=ACCOUNT_TYPE_GENERAL&asset=${asset}`,
    );
    const byNumber = await s.open(`${STREAMS.accounts.path}?type=4&asset=${asset}`);
    for (const client of [byName, byNumber]) {
      const results = () => resultsOf(client, accountsStreamResultSchema);
      await client.until(() => results().some((r) => r.snapshot?.lastPage), 'snapshot');
      const accounts = results().flatMap((r) => r.snapshot?.accounts ?? []);
      expect(accounts.length).toBeGreaterThan(0);
      expect(accounts.every((a) => a.type === 'ACCOUNT_TYPE_GENERAL' && a.asset === asset)).toBe(
        true,
      );
    }
    expect(byName.messages).toEqual(byNumber.messages);
  });

  it('refuses an unknown account type', async () => {
    await expectRefused(
      await s.open(`${STREAMS.accounts.path}?type=ACCOUNT_TYPE_NOPE`),
      3,
      DetailCode.INVALID_FILTER,
    );
  });
});

describe('margin levels and ledger movements', () => {
  it('sends one item per message: margin levels of the party, every ledger movement', async () => {
    const party = await activeParty();
    const margins = await s.open(`${STREAMS.marginLevels.path}?partyId=${party}`);
    const ledger = await s.open(STREAMS.ledgerMovements.path);
    const outputs = await s.chain.advance(5);

    const expectedMargins = outputs
      .flatMap((o) => o.marginLevels)
      .filter((m) => m.partyId === party);
    const expectedMovements = outputs.flatMap((o) => o.ledgerMovements);
    expect(expectedMargins.length).toBeGreaterThan(0);
    expect(expectedMovements.length).toBeGreaterThan(0);
    await settle(margins, () => margins.messages.length, expectedMargins.length);
    await settle(ledger, () => ledger.messages.length, expectedMovements.length);

    expect(resultsOf(margins, marginLevelsStreamResultSchema).map((r) => r.marginLevels)).toEqual(
      expectedMargins,
    );
    expect(
      resultsOf(ledger, ledgerMovementsStreamResultSchema).map((r) => r.ledgerMovement),
    ).toEqual(expectedMovements);
    const entry = (raw(ledger, 0).result.ledgerMovement as { entries: Record<string, unknown>[] })
      .entries[0];
    expect(typeof entry?.type).toBe('number');
  });
});
