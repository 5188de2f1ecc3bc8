import type { FastifyInstance } from 'fastify';
import {
  epochResponseSchema,
  nodeDataResponseSchema,
  nodeResponseSchema,
  nodesResponseSchema,
} from '#contract/node.ts';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { defineRoute } from '../http/define-route.ts';
import { pagination, path, query } from '../http/route-params.ts';
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
    '/api/v2/nodes',
    {
      summary: 'Validators as of an epoch',
      tags,
      query: {
        epochSeq: query.seq({ description: 'default: the epoch in progress' }),
        pagination,
      },
      response: nodesResponseSchema,
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
    '/api/v2/node/:id',
    {
      summary: 'One validator, this epoch',
      tags,
      params: { id: path.id('node') },
      response: nodeResponseSchema,
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
    '/api/v2/epoch',
    {
      summary: 'An epoch (default the one in progress)',
      description: '`block` is ours: the epoch a block belongs to. Give id or block, not both.',
      tags,
      query: {
        block: query.seq(),
        id: query.custom('uint64', (q, name) => ({
          given: Boolean(q.string(name)),
          read: () => q.int64Seq(name),
        })),
      },
      response: epochResponseSchema,
      errors: [404],
    },
    async ({ query: q }) => {
      // The id is read only without a block (a bad id beside a block is "not both").
      const block = q.block;
      if (block !== undefined && q.id.given)
        throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'give id or block, not both', block);
      const id = block === undefined ? q.id.read() : await epochSeqOfBlock(app.db, block);
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
    '/api/v2/network/data',
    { summary: 'Validator counts and stake totals', tags, response: nodeDataResponseSchema },
    async () => ({ nodeData: await getNodeData(app.db) }),
  );
}
