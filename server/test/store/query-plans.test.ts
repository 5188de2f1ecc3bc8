/**
 * Every list query is an ordered index walk (fast uncached reads): each REST list a
 * client can ask for, with realistic filters, runs through the real routes on a database whose
 * history tables are large (a real chain, its rows copied in bulk: server/bench/api-seed.ts);
 * every SELECT the routes sent is then EXPLAINed on the same engine (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). A plan fails when it reads a large table sequentially, or sorts rows of a
 * large table that no LIMIT below the sort bounds (a page would then cost the whole party, market
 * or table instead of 50 index entries).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { encodeCursor } from '../../src/store/keyset-page.ts';
import type { Database, Queryable } from '../../src/store/database.ts';
import { maintainStore } from '../../src/store/maintenance.ts';
import { statementName } from '../../src/store/prepared-statements.ts';
import { openTestDatabase } from '../test-database.ts';
import { continueAfterCopies, seedBulk, startChain } from '../../bench/api-seed.ts';

/** A table with more rows than this is "large": its scans must be ordered index walks. */
const LARGE_ROWS = 5_000;

interface Statement {
  url: string;
  sql: string;
  params: readonly unknown[];
}

/** The database as the routes see it, noting every SELECT they send. */
function recording(db: Database, seen: Statement[], current: () => string): Database {
  const note = (sql: string, params: readonly unknown[] | undefined) => {
    if (/^\s*(SELECT|WITH)\b/i.test(sql)) seen.push({ url: current(), sql, params: params ?? [] });
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql, params);
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    ...db,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  };
}

/** The plan PostgreSQL caches for a prepared statement when it plans once for all values. */
async function genericPlan(db: Database, sql: string, params: readonly unknown[]) {
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
    await tx.exec(`PREPARE plan_check AS ${sql}`);
    // EXPLAIN EXECUTE takes no bound parameters: the values go in as literals.
    const literal = (value: unknown) => {
      if (!['string', 'number', 'bigint'].includes(typeof value))
        throw new Error(`no literal for ${typeof value}`);
      return `'${String(value as string).replaceAll("'", "''")}'`;
    };
    const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE plan_check(${params.map(literal).join(', ')})`,
    );
    await tx.exec('DEALLOCATE plan_check');
    return row!['QUERY PLAN'][0].Plan;
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** What is wrong with a plan, one line per fault; empty when every large table is walked. */
export function planFaults(plan: PlanNode, large: ReadonlySet<string>): string[] {
  const faults: string[] = [];
  /** Large tables scanned below `node` with no Limit in between. */
  const unboundedScans = (node: PlanNode): string[] => {
    if (node['Node Type'] === 'Limit') return [];
    const own =
      node['Relation Name'] && large.has(node['Relation Name']) ? [node['Relation Name']] : [];
    return [...own, ...(node.Plans ?? []).flatMap(unboundedScans)];
  };
  const visit = (node: PlanNode) => {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation && large.has(relation))
      faults.push(`Seq Scan on ${relation}`);
    // An Incremental Sort only orders rows that tie on a presorted leading key (a ledger entry's
    // two sides), reading its input in order and stopping at the page: a walk, not a sort.
    if (node['Node Type'] === 'Sort') {
      const below = (node.Plans ?? []).flatMap(unboundedScans);
      if (below.length) faults.push(`${node['Node Type']} above ${[...new Set(below)].join(', ')}`);
    }
    (node.Plans ?? []).forEach(visit);
  };
  visit(plan);
  return faults;
}

/**
 * Reads that are not a walk of rows in a list's order, each with why it may sort: the test
 * still runs their routes (they must answer), it does not hold their plans to the rule.
 */
const EXEMPT: { url: RegExp; why: string }[] = [
  {
    url: /^\/api\/v2\/ledgerentry\/history\?.*closeOnAccountFilters=true/,
    why: 'entries from one party to another: the intersection of the two parties index ranges (BitmapAnd), bounded by the quieter party, then sorted',
  },
  {
    url: /^\/api\/v2\/rewards\?/,
    why: 'the percentage of a payout needs every payout of its block (a window over the reward-payout partial index, a few hundred rows an epoch)',
  },
];

describe('list queries on large tables are ordered index walks', () => {
  let db: Database;
  let app: FastifyInstance;
  const seen: Statement[] = [];
  let url = '';
  let urls: string[] = [];
  let large: Set<string>;

  beforeAll(async () => {
    db = await openTestDatabase();
    const { chain } = await startChain(db, 120);
    const seed = await seedBulk(db, { orders: 20_000, trades: 30_000, ledgerEntries: 60_000 });
    await continueAfterCopies(db, chain);
    await chain.advance(2);
    // What the store's housekeeping leaves the planner on PGlite (a whole round: VACUUM and
    // ANALYZE), and what autovacuum leaves it on PostgreSQL (ANALYZE).
    if (db.kind === 'pglite') await maintainStore(db, 0n);
    else await db.exec('ANALYZE');
    large = new Set(
      (
        await db.query<{ relname: string }>(
          `SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples > ${LARGE_ROWS}
             AND relnamespace = 'public'::regnamespace`,
        )
      ).map((r) => r.relname),
    );
    app = await buildApp({
      db: recording(db, seen, () => url),
      rateLimit: false,
      blockHeaders: () => seed.head,
    });

    const [party, other] = seed.parties;
    const market = seed.markets[0]!;
    const one = async <T extends object>(sql: string) => (await db.query<T>(sql))[0]!;
    const order = await one<{ id: string; c: string }>(
      `SELECT id, created_ns::text AS c FROM orders_current WHERE party_id = '${party}'
       ORDER BY created_ns DESC, id DESC
       OFFSET (SELECT count(*) / 2 FROM orders_current WHERE party_id = '${party}') LIMIT 1`,
    );
    const trade = await one<{ seq: string }>(
      `SELECT seq::text AS seq FROM trades ORDER BY seq DESC OFFSET 3000 LIMIT 1`,
    );
    const entry = await one<{ seq: string; asset_id: string }>(
      `SELECT seq::text AS seq, asset_id FROM ledger_entries ORDER BY seq DESC OFFSET 6000 LIMIT 1`,
    );
    const page = 'pagination.first=50';
    const after = (key: string[]) =>
      `${page}&pagination.after=${encodeURIComponent(encodeCursor(key))}`;
    const before = (key: string[]) =>
      `pagination.last=50&pagination.before=${encodeURIComponent(encodeCursor(key))}`;
    const orderCursor = [order.c, order.id];
    const ledgerParty = (side: string, p: string) => `filter.${side}AccountFilter.partyIds=${p}`;
    urls = [
      // Orders: every filter the explorer and the reference use, first and later pages.
      `/api/v2/orders?${page}`,
      `/api/v2/orders?${after(orderCursor)}`,
      `/api/v2/orders?filter.partyIds=${party}&${page}`,
      `/api/v2/orders?filter.partyIds=${party}&${after(orderCursor)}`,
      `/api/v2/orders?filter.partyIds=${party}&${before(orderCursor)}`,
      `/api/v2/orders?filter.marketIds=${market}&${page}`,
      `/api/v2/orders?filter.marketIds=${market}&${after(orderCursor)}`,
      `/api/v2/orders?filter.partyIds=${party}&filter.marketIds=${market}&${page}`,
      `/api/v2/orders?filter.partyIds=${party}&filter.liveOnly=true&${page}`,
      `/api/v2/orders?filter.marketIds=${market}&filter.liveOnly=true&${page}`,
      `/api/v2/order/${order.id}`,
      `/api/v2/order/versions/${order.id}?${page}`,
      // Trades.
      `/api/v2/trades?${page}`,
      `/api/v2/trades?marketIds=${market}&${page}`,
      `/api/v2/trades?marketIds=${market}&${after([trade.seq])}`,
      `/api/v2/trades?partyIds=${party}&${page}`,
      `/api/v2/trades?partyIds=${party}&${after([trade.seq])}`,
      `/api/v2/trades?partyIds=${party}&${before([trade.seq])}`,
      `/api/v2/trades?orderIds=${order.id}&${page}`,
      `/api/v2/market/${market}/trade/latest`,
      // Ledger: one side, either side (the explorer's), both sides, by asset.
      `/api/v2/ledgerentry/history?${ledgerParty('from', party!)}&filter.fromAccountFilter.assetId=${entry.asset_id}&${page}`,
      `/api/v2/ledgerentry/history?${ledgerParty('from', party!)}&${page}`,
      `/api/v2/ledgerentry/history?${ledgerParty('to', party!)}&${after([entry.seq])}`,
      `/api/v2/ledgerentry/history?${ledgerParty('from', party!)}&${ledgerParty('to', party!)}&${page}`,
      `/api/v2/ledgerentry/history?${ledgerParty('from', party!)}&${ledgerParty('to', party!)}&${after([entry.seq])}`,
      `/api/v2/ledgerentry/history?${ledgerParty('from', party!)}&${ledgerParty('to', other!)}&filter.closeOnAccountFilters=true&${page}`,
      // Positions, accounts, margin levels, balance changes of a party.
      `/api/v2/positions?filter.partyIds=${party}&${page}`,
      `/api/v2/positions?filter.marketIds=${market}&${page}`,
      `/api/v2/accounts?filter.partyIds=${party}&${page}`,
      `/api/v2/accounts?filter.assetId=${entry.asset_id}&${page}`,
      `/api/v2/margin/levels?filter.partyId=${party}&${page}`,
      `/api/v2/balance/changes?filter.partyIds=${party}&${page}`,
      // Transactions (the block explorer's list), a party's other lists.
      `/rest/transactions?limit=50`,
      `/rest/transactions?limit=50&filters[tx.submitter]=${party}`,
      `/api/v2/deposits?partyId=${party}&${page}`,
      `/api/v2/withdrawals?partyId=${party}&${page}`,
      `/api/v2/transfers?pubkey=${party}&direction=TRANSFER_DIRECTION_TRANSFER_TO_OR_FROM&${page}`,
      `/api/v2/votes?partyId=${party}&${page}`,
      `/api/v2/rewards?partyId=${party}&${page}`,
      `/api/v2/delegations?partyId=${party}&${page}`,
      `/api/v2/markets/data?${page}`,
      `/api/v2/candle?candleId=trades_candle_1_minute_${market}&${page}`,
    ];
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('seeds large tables to plan against', () => {
    expect([...large]).toEqual(
      expect.arrayContaining(['orders_current', 'trades', 'ledger_entries']),
    );
  });

  it('answers every list, then finds no sequential scan or unbounded sort of a large table', async () => {
    const answered: string[] = [];
    for (const next of urls) {
      url = next;
      const res = await app.inject({ method: 'GET', url: next });
      answered.push(`${res.statusCode} ${next}`);
    }
    expect(answered.filter((line) => !line.startsWith('200 '))).toEqual([]);
    const faults: string[] = [];
    const explained = new Set<string>();
    for (const statement of seen) {
      if (explained.has(statement.sql)) continue;
      explained.add(statement.sql);
      if (EXEMPT.some(({ url: pattern }) => pattern.test(statement.url))) continue;
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        `EXPLAIN (FORMAT JSON) ${statement.sql}`,
        statement.params,
      );
      const raw = row!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      const found = planFaults(plan[0].Plan, large);
      // On PostgreSQL a named statement's plan is cached: after a few runs the server may keep
      // one generic plan for every parameter value, which must walk the index too.
      if (db.kind === 'postgres' && statementName(statement.sql, statement.params)) {
        const generic = await genericPlan(db, statement.sql, statement.params);
        found.push(...planFaults(generic, large).map((fault) => `generic plan: ${fault}`));
      }
      if (found.length === 0) continue;
      // The plan as text, for whoever has to fix it.
      const text = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN ${statement.sql}`,
        statement.params,
      );
      faults.push(
        `${found.join(', ')}: ${statement.url}\n${text.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`,
      );
    }
    expect(explained.size).toBeGreaterThan(urls.length / 2);
    expect(faults).toEqual([]);
  });
});
