import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error.ts';
import type { Queryable } from '../store/database.ts';
import { marketIds } from '../store/markets.ts';
import { StreamDetailCode } from './routes/stream-filters.ts';
import type { StreamQuery } from './stream-route.ts';

/**
 * The market ids that exist, for streams that refuse unknown markets (the reference's market
 * data and depth streams do). Stream filters are parsed synchronously, so the ids are cached;
 * markets are only ever added, so the cache is reloaded only when a request names an id it
 * does not hold.
 */
export class MarketDirectory {
  private known = new Set<string>();
  private loading: Promise<void> | undefined;

  constructor(private readonly db: Queryable) {}

  /** Makes sure the cache is current for `ids` (reloads it once when one is missing). */
  async prepare(ids: Iterable<string>): Promise<void> {
    for (const id of ids) {
      if (!this.known.has(id)) return this.reload();
    }
  }

  private reload(): Promise<void> {
    // Connections arriving together share one query.
    this.loading ??= marketIds(this.db)
      .then((ids) => {
        this.known = new Set(ids);
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Throws the stream's error (→ close 1008) for the first id that names no market. */
  requireKnown(ids: Iterable<string>): void {
    for (const id of ids) {
      if (!this.known.has(id))
        throw notFound(StreamDetailCode.MARKET_NOT_FOUND, 'market not found', `marketId: ${id}`);
    }
  }
}

/**
 * Registers streams whose filters name markets that must exist: in their own scope, a hook
 * refreshes the directory for the ids the request names (read leniently: parseFilter
 * validates) before the upgrade, so `requireKnown` can answer synchronously.
 */
export async function withMarketCheck(
  app: FastifyInstance,
  markets: MarketDirectory,
  marketIdsOf: (query: StreamQuery) => Iterable<string>,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook<{ Querystring: StreamQuery }>('preHandler', async (request) => {
      if (request.ws) await markets.prepare(marketIdsOf(request.query));
    });
    register(scope);
  });
}
