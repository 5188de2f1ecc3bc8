import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/spam.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { chainId, getSpamStatistics } from '../store/spam-statistics.ts';

/** ErrorDetail code when the chain has made no block yet (no epoch, no statistics). */
const SPAM_STATISTICS_UNAVAILABLE = 50003;

/**
 * Core `GET /statistics/spam/{partyId}` (spec §4.4, reference §3.3). Like the core, which looks
 * the party up in its counters, a party without activity this epoch (or unknown) gets zero
 * counters with the epoch's limits, not a 404.
 */
export async function spamStatisticsRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.spamStatistics,
    {
      summary: "A party's spam statistics this epoch (core API)",
      tags: ['Parties'],
      errors: [404],
    },
    async ({ params: { partyId } }) => {
      const statistics = await getSpamStatistics(app.db, partyId);
      if (!statistics)
        throw notFound(SPAM_STATISTICS_UNAVAILABLE, 'spam statistics not available yet', '');
      return { chainId: await chainId(app.db), statistics };
    },
  );
}
