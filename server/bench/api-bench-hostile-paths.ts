import { encodeCursor } from '../src/store/keyset-page.ts';
import type { Queryable } from '../src/store/database.ts';
import { PAGE, shuffled } from './api-bench-common.ts';

/* The hostile benchmark's request paths (api-bench-hostile.ts): every kind a cache cannot help. */

/** The kinds of request, in equal shares; the name heads the per-kind console lines. */
export const KINDS = [
  'order by id',
  'orders by party, cursor',
  'orders by market, cursor',
  'trades by party, cursor',
  'trades by market, cursor',
  'ledger by party (either side), cursor',
  'positions by party, cursor',
  'accounts by party, cursor',
] as const;

const cursor = (key: string[]) => encodeURIComponent(encodeCursor(key));

/** `count` distinct request paths, KINDS in turn, shuffled; `kindOf[i]` = the kind of path i. */
export async function hostilePaths(db: Queryable, count: number) {
  const each = Math.ceil(count / KINDS.length);
  // Samples spread over each table (a hash order: neither the newest rows nor one party's).
  const orders = await db.query<{ id: string; party_id: string; market_id: string; c: string }>(
    `SELECT id, party_id, market_id, created_ns::text AS c FROM orders_current
     ORDER BY md5(id) LIMIT ${each}`,
  );
  const trades = await db.query<{ seq: string; buyer: string; market_id: string }>(
    `SELECT seq::text AS seq, buyer, market_id FROM trades ORDER BY md5(id) LIMIT ${each}`,
  );
  const ledger = await db.query<{ seq: string; party: string }>(
    `SELECT seq::text AS seq, from_owner AS party FROM ledger_entries
     WHERE from_owner ~ '^[0-9a-f]{64}$' AND seq % 7 = 3 ORDER BY md5(seq::text) LIMIT ${each}`,
  );
  const positions = await db.query<{ party_id: string; market_id: string }>(
    'SELECT party_id, market_id FROM positions ORDER BY party_id, market_id',
  );
  const accounts = await db.query<{ owner: string; asset_id: string; m: string; type: string }>(
    `SELECT owner, asset_id, market_id AS m, type FROM accounts
     WHERE owner ~ '^[0-9a-f]{64}$' ORDER BY owner, asset_id, market_id, type`,
  );
  const at = <T>(rows: T[], i: number) => rows[i % rows.length]!;
  const page = `pagination.first=${PAGE}`;
  // Positions and accounts are few: the page size (1…50) varies too, so each URL is new.
  const sizeOf = (i: number, rows: number) => 1 + (Math.floor(i / rows) % 50);
  const make: ((i: number) => string)[] = [
    (i) => `/api/v2/order/${at(orders, i).id}`,
    (i) => {
      const o = at(orders, i + 1);
      return `/api/v2/orders?filter.partyIds=${o.party_id}&${page}&pagination.after=${cursor([o.c, o.id])}`;
    },
    (i) => {
      const o = at(orders, i + 2);
      return `/api/v2/orders?filter.marketIds=${o.market_id}&${page}&pagination.after=${cursor([o.c, o.id])}`;
    },
    (i) => {
      const t = at(trades, i);
      return `/api/v2/trades?partyIds=${t.buyer}&${page}&pagination.after=${cursor([t.seq])}`;
    },
    (i) => {
      const t = at(trades, i + 1);
      return `/api/v2/trades?marketIds=${t.market_id}&${page}&pagination.after=${cursor([t.seq])}`;
    },
    (i) => {
      const l = at(ledger, i);
      return (
        `/api/v2/ledgerentry/history?filter.fromAccountFilter.partyIds=${l.party}` +
        `&filter.toAccountFilter.partyIds=${l.party}&${page}&pagination.after=${cursor([l.seq])}`
      );
    },
    (i) => {
      const p = at(positions, i);
      return (
        `/api/v2/positions?filter.partyIds=${p.party_id}` +
        `&pagination.first=${sizeOf(i, positions.length)}&pagination.after=${cursor([p.party_id, p.market_id])}`
      );
    },
    (i) => {
      const a = at(accounts, i);
      return (
        `/api/v2/accounts?filter.partyIds=${a.owner}&pagination.first=${sizeOf(i, accounts.length)}` +
        `&pagination.after=${cursor([a.owner, a.asset_id, a.m, a.type])}`
      );
    },
  ];
  const tagged: { path: string; kind: number }[] = [];
  for (let i = 0; i < each; i++)
    make.forEach((build, kind) => tagged.push({ path: build(i), kind }));
  const mixed = shuffled(tagged);
  return { paths: mixed.map((t) => t.path), kindOf: mixed.map((t) => t.kind) };
}
