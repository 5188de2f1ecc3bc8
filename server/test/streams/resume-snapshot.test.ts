import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalanceSchema, type AccountBalance } from '#contract/account.ts';
import {
  STREAMS,
  accountsStreamResultSchema,
  parseStreamMessage,
} from '#contract/stream-messages.ts';
import { isResumed, startResumeApp, type ResumeApp } from './resume-app.ts';
import type { StreamClient } from './ws-client.ts';

// The snapshot streams (accounts here) resume from the last block a client merged. A reconnect
// that the stored blocks cover sends no new snapshot, only the missed updates; a height older
// than the stored blocks says `whole: false` and sends a fresh snapshot.
let t: ResumeApp;
beforeAll(async () => {
  t = await startResumeApp();
}, 120_000);
afterAll(() => t?.close());

type Wire = { result?: unknown; height?: string; resumed?: unknown };
const resultsOf = (messages: readonly unknown[]) =>
  messages
    .filter((m) => !isResumed(m))
    .map((m) => {
      const message = parseStreamMessage(accountsStreamResultSchema, m);
      if (!('result' in message)) throw new Error(`unexpected ${JSON.stringify(m)}`);
      return message.result;
    });
const snapshotPages = (messages: readonly unknown[]) =>
  resultsOf(messages).filter((r) => r.snapshot !== undefined);
const accountUpdates = (messages: readonly unknown[]) =>
  resultsOf(messages).flatMap((r) => r.updates?.accounts ?? []);

const accountKey = (a: AccountBalance) => `${a.owner}/${a.asset}/${a.marketId}/${a.type}`;

/** A client's accounts: the last complete snapshot, then every update in order (last wins). */
function accountState(messages: readonly unknown[]): Record<string, string> {
  let held = new Map<string, string>();
  let building = new Map<string, string>();
  for (const result of resultsOf(messages)) {
    if (result.snapshot) {
      for (const a of result.snapshot.accounts ?? []) building.set(accountKey(a), a.balance);
      if (result.snapshot.lastPage) [held, building] = [building, new Map()];
    }
    for (const a of result.updates?.accounts ?? []) held.set(accountKey(a), a.balance);
  }
  return Object.fromEntries([...held].sort(([a], [b]) => a.localeCompare(b)));
}

/** What the accounts table holds for the party now, in the same form. */
async function storedAccounts(party: string): Promise<Record<string, string>> {
  const rows = await t.db.query<{
    asset_id: string;
    market_id: string;
    type: string;
    balance: string;
  }>('SELECT asset_id, market_id, type, balance::text AS balance FROM accounts WHERE owner = $1', [
    party,
  ]);
  const accounts = rows.map((r) =>
    accountBalanceSchema.parse({
      owner: party,
      asset: r.asset_id,
      marketId: r.market_id,
      type: r.type,
      balance: r.balance,
    }),
  );
  return Object.fromEntries(
    accounts.map((a) => [accountKey(a), a.balance]).sort(([a], [b]) => a!.localeCompare(b!)),
  );
}

/** The party with most positions: it trades, so its balances move in most blocks. */
async function activeParty(): Promise<string> {
  const [row] = await t.db.query<{ party_id: string }>(
    'SELECT party_id FROM positions GROUP BY party_id ORDER BY count(*) DESC, party_id LIMIT 1',
  );
  return row!.party_id;
}

/** Advances the chain and waits until the watchers received the party's updates of those blocks. */
async function advanceSeen(blocks: number, party: string, watchers: readonly StreamClient[]) {
  const held = watchers.map((w) => accountUpdates(w.messages).length);
  const outputs = await t.chain.advance(blocks);
  const count = outputs.flatMap((o) => o.accounts).filter((a) => a.owner === party).length;
  const targets = held.map((n) => n + count);
  for (const [i, w] of watchers.entries())
    await w.until(() => accountUpdates(w.messages).length >= targets[i]!, 'account updates');
  return count;
}

describe('a snapshot stream resumed with fromHeight', () => {
  it('replays the missed updates without a new snapshot and ends as an uninterrupted one', async () => {
    const party = await activeParty();
    const path = `${STREAMS.accounts.path}?partyId=${party}`;
    const steady = await t.open(path);
    const first = await t.open(path);
    for (const c of [steady, first])
      await c.until(() => snapshotPages(c.messages).some((p) => p.snapshot?.lastPage), 'snapshot');
    expect(await advanceSeen(3, party, [steady, first])).toBeGreaterThan(0);
    // The socket drops with every update of the blocks up to `left` merged.
    const left = t.chain.head().height;
    first.ws.terminate();
    const missed = await advanceSeen(4, party, [steady]);
    expect(missed).toBeGreaterThan(0);
    const back = await t.open(`${path}&fromHeight=${left}`);
    await back.until(() => back.messages.some(isResumed), 'the verdict');
    await advanceSeen(3, party, [steady, back]);

    // No second snapshot: the missed blocks' updates, the verdict, then live updates.
    expect(snapshotPages(back.messages)).toEqual([]);
    const verdict = back.messages.findIndex(isResumed);
    expect(back.messages[verdict]).toEqual({
      resumed: { fromHeight: left.toString(), toHeight: (left + 4n).toString(), whole: true },
    });
    for (const m of back.messages.slice(0, verdict) as Wire[]) {
      expect(BigInt(m.height!)).toBeGreaterThan(left);
      expect(BigInt(m.height!)).toBeLessThanOrEqual(left + 4n);
    }
    expect(accountUpdates(back.messages.slice(0, verdict))).toHaveLength(missed);
    // Both views end equal, and equal to the table.
    const resumed = accountState([...first.messages, ...back.messages]);
    expect(resumed).toEqual(accountState(steady.messages));
    expect(resumed).toEqual(await storedAccounts(party));
  }, 60_000);

  it('sends whole:false, then a fresh snapshot, for a height older than the stored blocks', async () => {
    const party = await activeParty();
    const path = `${STREAMS.accounts.path}?partyId=${party}`;
    // Block 1 is history: the outbox never held it.
    const old = await t.open(`${path}&fromHeight=1`);
    await old.until(
      () => snapshotPages(old.messages).some((p) => p.snapshot?.lastPage),
      'snapshot',
    );
    const head = t.chain.head().height;
    expect(old.messages[0]).toEqual({
      resumed: { fromHeight: '1', toHeight: head.toString(), whole: false },
    });
    expect(accountState(old.messages)).toEqual(await storedAccounts(party));
    expect(accountUpdates(old.messages)).toEqual([]);
  }, 60_000);
});
