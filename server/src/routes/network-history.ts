import type { FastifyInstance } from 'fastify';
import {
  historySegmentsResponseSchema,
  networkHistoryBootstrapResponseSchema,
  networkHistoryStatusResponseSchema,
} from '#contract/network-history.ts';
import { defineRoute } from '../http/define-route.ts';
import { listHistorySegments } from '../store/network-history.ts';

const tags = ['Network history'];

/**
 * Network history (reference swagger). The segments are real ranges of the stored blocks with
 * content hashes; this node shares them with no IPFS swarm, so its swarm status is empty and it
 * has no bootstrap peers.
 */
export async function networkHistoryRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    '/api/v2/networkhistory',
    { summary: 'Network history swarm status', tags, response: networkHistoryStatusResponseSchema },
    async () => ({ ipfsAddress: '', swarmKey: '', swarmKeySeed: '', connectedPeers: [] }),
  );
  defineRoute(
    app,
    '/api/v2/networkhistory/bootstrap',
    {
      summary: 'Network history bootstrap peers',
      tags,
      response: networkHistoryBootstrapResponseSchema,
    },
    async () => ({ bootstrapPeers: [] }),
  );
  defineRoute(
    app,
    '/api/v2/networkhistory/segments',
    {
      summary: 'Network history segments: ranges of stored blocks with content hashes',
      tags,
      response: historySegmentsResponseSchema,
    },
    async () => ({ segments: (await listHistorySegments(app.db)).reverse() }),
  );
}
