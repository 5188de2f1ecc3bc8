import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/network-history.ts';
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
    endpoints.networkHistory,
    { summary: 'Network history swarm status', tags },
    async () => ({ ipfsAddress: '', swarmKey: '', swarmKeySeed: '', connectedPeers: [] }),
  );
  defineRoute(
    app,
    endpoints.networkHistoryBootstrap,
    {
      summary: 'Network history bootstrap peers',
      tags,
    },
    async () => ({ bootstrapPeers: [] }),
  );
  defineRoute(
    app,
    endpoints.networkHistorySegments,
    {
      summary: 'Network history segments: ranges of stored blocks with content hashes',
      tags,
    },
    async () => ({ segments: (await listHistorySegments(app.db)).reverse() }),
  );
}
