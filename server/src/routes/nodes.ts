import type { FastifyInstance } from 'fastify';
import * as endpoints from '#contract/endpoints/nodes.ts';
import { notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { getNodeData } from '../store/node-data.ts';
import { currentEpochSeq, epochSeqOfBlock, getEpoch, getNode, listNodes } from '../store/nodes.ts';

/** ErrorDetail codes of these routes (ours, in a family of their own). */
const EPOCH_NOT_FOUND = 50001;
const NODE_NOT_FOUND = 50002;

const tags = ['Validators and staking'];

const emptyPage = {
  edges: [],
  pageInfo: { startCursor: '', endCursor: '', hasNextPage: false, hasPreviousPage: false },
};

/**
 * Validators and epochs (spec §4.6, §4.8; reference §3.1): `GET /api/v2/nodes` (as of
 * `epochSeq`, default the epoch in progress), `GET /api/v2/node/{id}`, `GET /api/v2/epoch`
 * (`id`, default the epoch in progress) and `GET /api/v2/network/data`.
 */
export async function nodeRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    endpoints.nodes,
    {
      summary: 'Validators as of an epoch',
      tags,
    },
    async ({ query: q }) => {
      const epochSeq = q.epochSeq ?? (await currentEpochSeq(app.db));
      // An epoch that has not started (or no chain yet) has no nodes: an empty list, not an error.
      return {
        nodes: epochSeq === undefined ? emptyPage : await listNodes(app.db, epochSeq, q.pagination),
      };
    },
  );

  defineRoute(
    app,
    endpoints.node,
    {
      summary: 'One validator, this epoch',
      tags,
      errors: [404],
    },
    async ({ params: { id } }) => {
      const epochSeq = await currentEpochSeq(app.db);
      const node = epochSeq === undefined ? undefined : await getNode(app.db, id, epochSeq);
      if (!node) throw notFound(NODE_NOT_FOUND, 'node not found', `nodeID: ${id}`);
      return { node };
    },
  );

  defineRoute(
    app,
    endpoints.epoch,
    {
      summary: 'An epoch (default the one in progress)',
      description: '`block` is ours: the epoch a block belongs to. Give id or block, not both.',
      tags,
      errors: [404],
    },
    async ({ query: { which } }) => {
      // "Not both" is the selector's rule (http/group-readers.ts).
      const { block } = which;
      const id = block === undefined ? which.id : await epochSeqOfBlock(app.db, block);
      const epoch =
        block !== undefined && id === undefined ? undefined : await getEpoch(app.db, id);
      if (!epoch) {
        const which = block === undefined ? `epochID: ${id ?? 'current'}` : `block: ${block}`;
        throw notFound(EPOCH_NOT_FOUND, 'epoch not found', which);
      }
      return { epoch };
    },
  );

  defineRoute(
    app,
    endpoints.networkData,
    { summary: 'Validator counts and stake totals', tags },
    async () => ({ nodeData: await getNodeData(app.db) }),
  );
}
