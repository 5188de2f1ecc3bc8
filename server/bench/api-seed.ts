/**
 * Bulk data for the API benchmark (`npm run bench:api`). The simulated chain writes ~650
 * blocks/min, far too slow to reach a million ledger entries, so the bench runs the real chain
 * for a short while (real markets, assets, parties, accounts and real row shapes), then copies
 * those rows in bulk with SQL (`generate_series`): every copy gets a fresh 64-hex id (SHA-256 of
 * a counter), a party drawn from the chain's parties with a skew (a few busy parties, a long
 * tail), later block times and seqs, and a record whose ids and times are rewritten to match
 * its columns. The copies continue the chain's history, after its last block.
 */
import { ChainRunner, type ChainOptions } from '../src/node/chain-runner.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import type { Genesis } from '../src/chain/engine/genesis/genesis-schema.ts';
import type { Database, Queryable } from '../src/store/database.ts';
import { openScratchDatabase } from '../test/test-database.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';
import { rebuildCandles } from '../src/store/candle-buckets.ts';

export const BENCH_START_NS = 1_767_225_600_000_000_000n;
const SECOND_NS = 1_000_000_000n;

/**
 * A fresh database: in-memory PGlite (what `npm start` uses), or with DATABASE_URL a new
 * database on that PostgreSQL server, dropped again on close.
 */
export const openBenchDatabase = () =>
  openScratchDatabase(process.env.DATABASE_URL, 'tne_api_bench');

/**
 * Migrations, genesis and `blocks` blocks of the real chain; the runner stays usable. `more`:
 * further runner options (the outbox's `writeWithBlocks`).
 */
export async function startChain(
  db: Database,
  blocks: number,
  onCommit?: ChainOptions['onCommit'],
  onHousekeeping?: ChainOptions['onHousekeeping'],
  more: Partial<ChainOptions> = {},
) {
  const genesis: Genesis = await loadGenesis();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const chain = new ChainRunner({
    genesis,
    db,
    seed: 'api-bench',
    blockIntervalMs: 1000,
    historyBlocks: blocks,
    startTime: BENCH_START_NS,
    manual: true,
    onCommit,
    onHousekeeping,
    ...more,
  });
  await chain.start();
  return { genesis, chain };
}

export interface SeedSizes {
  orders: number;
  trades: number;
  ledgerEntries: number;
  /**
   * Ledger entries whose party side is one party (a market maker), the rest drawn from all:
   * every `whaleEvery`-th entry goes to the others. 0 = no such party.
   */
  whaleEvery?: number;
}

export interface SeedResult {
  /** Parties, busiest first (by seeded orders). */
  parties: string[];
  markets: string[];
  /** The party on most ledger entries (the whale when there is one). */
  busiestLedgerParty: string;
  counts: Record<'orders_current' | 'trades' | 'ledger_entries', number>;
  head: { height: string; timeNs: string };
  seconds: number;
}

/**
 * Ledger entries per simulated block of the copies, about what the live chain writes; orders
 * and trades are spread over the same blocks.
 */
const LEDGER_PER_BLOCK = 170;
/** Party skew: index = floor(n · u^SKEW), u uniform; 2 gives the busiest party ~6 %. */
const SKEW = 2;

const HEX_ID = "'^[0-9a-f]{64}$'";
const newId = (prefix: string, expr: string) =>
  `encode(sha256(convert_to('${prefix}' || (${expr})::text, 'UTF8')), 'hex')`;

/**
 * Copies the chain's orders, trades and ledger entries until the tables hold the given sizes
 * (added to what the chain wrote). Indexes other than primary keys are dropped for the copy
 * and rebuilt after it, as a bulk load would do; the definitions are read back from the
 * catalogue, so they are exactly the migrations' ones.
 */
export async function seedBulk(db: Database, sizes: SeedSizes): Promise<SeedResult> {
  const started = performance.now();
  const [head] = await db.query<{ height: string; time_ns: string }>(
    'SELECT height::text, time_ns::text FROM blocks ORDER BY height DESC LIMIT 1',
  );
  if (!head) throw new Error('seedBulk: run the chain first');
  const blockTime = (block: string) =>
    `(${head.time_ns}::bigint + (1 + ${block}) * ${SECOND_NS.toString()}::bigint)`;

  await db.transaction(async (tx) => {
    // One connection (on PostgreSQL too): temporary tables and the seeded random() live there.
    await tx.query('SELECT setseed(0.2026)');
    await tx.exec(`
      CREATE TEMP TABLE bench_parties ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY owner) - 1)::int AS idx, owner AS id
        FROM (SELECT DISTINCT owner FROM accounts WHERE owner ~ ${HEX_ID}) p;
      CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY c.created_ns, c.id) - 1)::int AS idx, c.*, v.record
        FROM orders_current c JOIN order_versions v ON v.id = c.id AND v.version = c.version;
      CREATE TEMP TABLE bench_trades ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY seq) - 1)::int AS idx, * FROM trades;
      CREATE TEMP TABLE bench_ledger ON COMMIT DROP AS
        SELECT (row_number() OVER (ORDER BY seq) - 1)::int AS idx, * FROM ledger_entries;`);
    const count = async (table: string) =>
      Number((await tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);
    const parties = await count('bench_parties');
    const templates = {
      orders: await count('bench_orders'),
      trades: await count('bench_trades'),
      ledger: await count('bench_ledger'),
    };
    const pick = `floor(${parties} * power(random(), ${SKEW}))::int`;
    const seq0 = async (table: string) =>
      (await tx.query<{ n: string }>(`SELECT coalesce(max(seq), 0)::text AS n FROM ${table}`))[0]!
        .n;

    const dropped = await dropSecondaryIndexes(tx, ['orders_current', 'trades', 'ledger_entries']);

    const orders = sizes.orders - (await count('orders_current'));
    const trades = sizes.trades - (await count('trades'));
    const ledger = sizes.ledgerEntries - (await count('ledger_entries'));
    const blocks = Math.max(1, Math.ceil(ledger / LEDGER_PER_BLOCK));
    // Copy i of n lands in block floor(i · blocks / n) after the chain's last one.
    const blockOf = (n: number) => `(i * ${blocks}::bigint / ${Math.max(1, n)})`;

    if (orders > 0) {
      // Each copy is a current order and its latest version, which holds the record (0017).
      await tx.exec(`
        CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
        SELECT g.id, t.market_id, p.id AS party_id, t.status, t.type, t.time_in_force,
          t.reference, t.is_liquidity, g.created AS created_ns,
          g.created + (t.time_ns - t.created_ns) AS time_ns, t.version,
          ${head.height} + 1 + g.block AS block_height,
          replace(replace(replace(t.record, t.id, g.id), t.party_id, p.id),
            '"createdAt":"' || t.created_ns || '"', '"createdAt":"' || g.created || '"') AS record
        FROM (SELECT i, ${newId('bench-order-', 'i')} AS id, ${blockOf(orders)} AS block,
                ${blockTime(blockOf(orders))} AS created, ${pick} AS pidx
              FROM generate_series(1::bigint, ${orders}) i) g
        JOIN bench_parties p ON p.idx = g.pidx
        JOIN bench_orders t ON t.idx = g.i % ${templates.orders};
        INSERT INTO orders_current (id, market_id, party_id, status, type, time_in_force,
          reference, is_liquidity, created_ns, time_ns, version)
        SELECT id, market_id, party_id, status, type, time_in_force, reference, is_liquidity,
          created_ns, time_ns, version FROM bench_copies;
        INSERT INTO order_versions (id, version, block_height, time_ns, record)
        SELECT id, version, block_height, time_ns, record FROM bench_copies;`);
    }

    if (trades > 0) {
      const first = await seq0('trades');
      // The seller is another party than the buyer (no self-trades on the chain).
      await tx.query(`
        INSERT INTO trades (seq, id, market_id, buyer, seller, buy_order, sell_order, time_ns, record)
        SELECT ${first} + g.i, g.id, t.market_id, b.id, s.id, g.bo, g.so, g.time,
          replace(replace(replace(replace(replace(replace(t.record, t.id, g.id),
            t.buyer, b.id), t.seller, s.id), t.buy_order, g.bo), t.sell_order, g.so),
            '"timestamp":"' || t.time_ns || '"', '"timestamp":"' || g.time || '"')
        FROM (SELECT i, ${newId('bench-trade-', 'i')} AS id,
                ${newId('bench-order-', `1 + floor(random() * ${Math.max(1, orders)})::bigint`)} AS bo,
                ${newId('bench-order-', `1 + floor(random() * ${Math.max(1, orders)})::bigint`)} AS so,
                ${blockTime(blockOf(trades))} AS time, ${pick} AS bidx, ${pick} AS sidx
              FROM generate_series(1::bigint, ${trades}) i) g
        JOIN bench_parties b ON b.idx = g.bidx
        JOIN bench_parties s ON s.idx = (g.sidx + (g.sidx = g.bidx)::int) % ${parties}
        JOIN bench_trades t ON t.idx = g.i % ${templates.trades}`);
      // The writer keeps the stored candles with its trades; these bypassed it.
      await rebuildCandles(tx);
    }

    if (ledger > 0) {
      const first = await seq0('ledger_entries');
      const whale = sizes.whaleEvery
        ? `CASE WHEN i % ${sizes.whaleEvery} = 0 THEN ${pick} ELSE 0 END`
        : pick;
      // The entry's first party (from side, else to side) becomes party a; a second, different
      // party on the to side becomes b; "network" and other non-party owners stay.
      await tx.query(`
        INSERT INTO ledger_entries (seq, block_height, time_ns, asset_id, transfer_type, quantity,
          from_owner, from_market, from_type, from_balance,
          to_owner, to_market, to_type, to_balance)
        SELECT ${first} + g.i, ${head.height} + 1 + g.block, ${blockTime('g.block')}, t.asset_id, t.transfer_type, t.quantity,
          CASE WHEN t.from_owner ~ ${HEX_ID} THEN a.id ELSE t.from_owner END,
          t.from_market, t.from_type, t.from_balance,
          CASE WHEN t.to_owner !~ ${HEX_ID} THEN t.to_owner
               WHEN t.to_owner = t.from_owner OR t.from_owner !~ ${HEX_ID} THEN a.id
               ELSE b.id END,
          t.to_market, t.to_type, t.to_balance
        FROM (SELECT i, ${blockOf(ledger)} AS block, ${whale} AS aidx, ${pick} AS bidx
              FROM generate_series(1::bigint, ${ledger}) i) g
        JOIN bench_parties a ON a.idx = g.aidx
        JOIN bench_parties b ON b.idx = (g.bidx + (g.bidx = g.aidx)::int) % ${parties}
        JOIN bench_ledger t ON t.idx = g.i % ${templates.ledger}`);
    }

    for (const definition of dropped) await tx.exec(definition);
  });
  // PostgreSQL's autovacuum would analyze the new rows within a minute; PGlite has none, and
  // the data node never runs ANALYZE itself, so PGlite plans without statistics as it would in
  // production.
  if (db.kind === 'postgres') await db.exec('ANALYZE');

  const counts = {
    orders_current: await rowCount(db, 'orders_current'),
    trades: await rowCount(db, 'trades'),
    ledger_entries: await rowCount(db, 'ledger_entries'),
  };
  const parties = (
    await db.query<{ party_id: string }>(
      'SELECT party_id FROM orders_current GROUP BY party_id ORDER BY count(*) DESC, party_id',
    )
  ).map((r) => r.party_id);
  const markets = (await db.query<{ id: string }>('SELECT id FROM markets ORDER BY id')).map(
    (r) => r.id,
  );
  const [busiest] = await db.query<{ owner: string }>(
    `SELECT owner FROM (
       SELECT from_owner AS owner FROM ledger_entries WHERE from_owner ~ ${HEX_ID}
       UNION ALL
       SELECT to_owner FROM ledger_entries WHERE to_owner ~ ${HEX_ID} AND to_owner <> from_owner
     ) o GROUP BY owner ORDER BY count(*) DESC LIMIT 1`,
  );
  const [last] = await db.query<{ block_height: string; time_ns: string }>(
    'SELECT block_height::text, time_ns::text FROM ledger_entries ORDER BY seq DESC LIMIT 1',
  );
  return {
    parties,
    markets,
    busiestLedgerParty: busiest!.owner,
    counts,
    head: { height: last!.block_height, timeNs: last!.time_ns },
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Lets the chain make more blocks on top of the copies: its trades and ledger entries take the
 * sequence numbers after the copies' (the copies took those after the chain's; the next ones
 * the chain would hand out are taken). Its block times stay its own, so its new orders sort
 * before the copies' (newest first by creation): what a commit changes is the same.
 */
export async function continueAfterCopies(db: Queryable, chain: ChainRunner): Promise<void> {
  const last = async (table: string) =>
    BigInt(
      (await db.query<{ n: string }>(`SELECT coalesce(max(seq), 0)::text AS n FROM ${table}`))[0]!
        .n,
    );
  chain.state.seq.trade = await last('trades');
  chain.state.seq.ledger = await last('ledger_entries');
}

async function rowCount(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
  return Number(row!.n);
}

/** Drops the tables' indexes that back no constraint; returns their CREATE statements. */
async function dropSecondaryIndexes(tx: Queryable, tables: string[]): Promise<string[]> {
  const rows = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const row of rows) await tx.exec(`DROP INDEX ${row.name}`);
  return rows.map((r) => r.definition);
}
