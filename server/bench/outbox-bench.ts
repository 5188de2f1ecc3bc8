// What storing the stream outbox costs the history fast-forward: the same chain
// fast-forwarded with and without the outbox writer, alternating in one run so both see the
// same machine. PGlite in memory, default genesis. `BENCH_BLOCKS` (default 1500), `BENCH_ROUNDS`
// (default 2).
//   npx tsx server/bench/outbox-bench.ts
import { ChainRunner } from '../src/node/chain-runner.ts';
import { loadGenesis } from '../src/node/genesis-file.ts';
import { OutboxWriter } from '../src/roles/outbox-writer.ts';
import { openDatabase } from '../src/store/database.ts';
import { initialiseChainState } from '../src/store/genesis-state.ts';
import { migrate } from '../src/store/migrate.ts';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const START = 1_767_225_600_000_000_000n;

async function fastForward(withOutbox: boolean) {
  const genesis = await loadGenesis();
  const db = await openDatabase();
  await migrate(db);
  await initialiseChainState(db, genesis);
  const outbox = new OutboxWriter();
  const chain = new ChainRunner({
    genesis,
    db,
    seed: 'bench',
    blockIntervalMs: 1000,
    historyBlocks: BLOCKS,
    startTime: START,
    manual: true,
    writeWithBlocks: withOutbox ? outbox.write : undefined,
    onCommit: (out) => void outbox.take(out.height),
  });
  const started = performance.now();
  await chain.start();
  const seconds = (performance.now() - started) / 1000;
  const [size] = await db.query<{ mb: string }>(
    `SELECT round(((SELECT coalesce(sum(octet_length(items)), 0) FROM stream_outbox_topics)
       + (SELECT coalesce(sum(octet_length(tags)), 0) FROM stream_outbox)) / 1048576.0, 1)::text AS mb`,
  );
  await db.close();
  return { blocksPerMin: Math.round((BLOCKS / seconds) * 60), outboxMb: size?.mb ?? '0' };
}

for (let round = 1; round <= ROUNDS; round++) {
  for (const withOutbox of [false, true]) {
    const r = await fastForward(withOutbox);
    console.log(
      `round ${round} ${withOutbox ? 'with outbox   ' : 'without outbox'}: ${r.blocksPerMin} blocks/min, outbox ${r.outboxMb} MB for ${BLOCKS} blocks`,
    );
  }
}
