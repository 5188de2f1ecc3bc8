import { DEFAULT_RESPONSE_CACHE_MB } from '../src/config.ts';
import { ResponseCache } from '../src/http/response-cache.ts';
import { touchedBy } from '../src/http/response-cache-tags.ts';
import type { BlockHeaderInfo } from '../src/http/block-headers.ts';
import { OutboxWriter } from '../src/roles/outbox-writer.ts';
import { blockPayload, publishPayload } from '../src/streams/block-payload.ts';
import { LiveHub } from '../src/streams/live-hub.ts';
import { continueAfterCopies, openBenchDatabase, seedBulk, startChain } from './api-seed.ts';
import { fmt } from './bench-support.ts';
import { env, SIZES, TEMPLATE_BLOCKS } from './api-bench-common.ts';

export const CACHE_MB = env('RESPONSE_CACHE_MB', DEFAULT_RESPONSE_CACHE_MB);

/**
 * The REST benches' setting (api-bench-rest.ts, api-bench-hostile.ts): the bench database with
 * SIZES rows copied in, its chain carrying on after the copies, and a response cache of CACHE_MB
 * and a stream hub wired to the chain as the `all` role wires them (roles/all-role.ts, chain-node.ts)
 * — a live block's stream payload stored in the outbox with it on PostgreSQL (an API process of
 * the split deployment follows it), a commit drops what its block touched from the cache, moves
 * the block headers on and publishes the payload, housekeeping clears the cache. Wired once
 * seeded: the copies' blocks are not the run's.
 */
export async function seededChain() {
  const db = await openBenchDatabase();
  const hub = new LiveHub();
  const outbox = new OutboxWriter();
  let live = false;
  let onCommit: Parameters<typeof startChain>[2] = undefined;
  let onHousekeeping: Parameters<typeof startChain>[3] = undefined;
  const { chain } = await startChain(
    db,
    TEMPLATE_BLOCKS,
    (out, seconds) => onCommit?.(out, seconds),
    () => onHousekeeping?.(),
    {
      writeWithBlocks: (tx, outs) =>
        db.kind === 'postgres' && live ? outbox.write(tx, outs) : Promise.resolve(),
    },
  );
  const seed = await seedBulk(db, SIZES);
  await continueAfterCopies(db, chain);
  console.log(
    `seeded in ${seed.seconds.toFixed(0)} s: ${fmt(seed.counts.orders_current)} orders, ` +
      `${fmt(seed.counts.trades)} trades, ${fmt(seed.counts.ledger_entries)} ledger entries, ` +
      `${seed.parties.length} parties, ${seed.markets.length} markets`,
  );
  const cache = new ResponseCache(Math.floor(CACHE_MB * 1024 * 1024));
  let committed: BlockHeaderInfo = seed.head;
  let housekeepings = 0;
  live = true;
  onCommit = (out) => {
    committed = { height: out.height.toString(), timeNs: out.timeNs.toString() };
    cache.blockCommitted(touchedBy(out));
    publishPayload(hub, outbox.take(out.height) ?? blockPayload(out));
  };
  onHousekeeping = () => {
    housekeepings++;
    cache.clear();
  };
  return {
    db,
    chain,
    seed,
    cache,
    hub,
    /** The committed block, for the X-Block-* headers (buildApp's `blockHeaders`). */
    blockHeaders: () => committed,
    /** Housekeeping rounds so far (each clears the cache and holds the thread). */
    housekeepings: () => housekeepings,
  };
}
