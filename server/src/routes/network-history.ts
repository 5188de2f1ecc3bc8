import type { FastifyInstance } from 'fastify';
import { listHistorySegments } from '../store/network-history.ts';

/**
 * Network history (reference swagger). The segments are real ranges of the stored blocks with
 * content hashes; this node shares them with no IPFS swarm, so its swarm status is empty and it
 * has no bootstrap peers.
 */
export async function networkHistoryRoutes(app: FastifyInstance) {
  app.get('/api/v2/networkhistory', async () => ({
    ipfsAddress: '',
    swarmKey: '',
    swarmKeySeed: '',
    connectedPeers: [],
  }));
  app.get('/api/v2/networkhistory/bootstrap', async () => ({ bootstrapPeers: [] }));
  app.get('/api/v2/networkhistory/segments', async () => ({
    segments: (await listHistorySegments(app.db)).reverse(),
  }));
}
