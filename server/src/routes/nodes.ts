import type { FastifyInstance } from 'fastify';
import { DetailCode, invalidArgument, notFound } from '../http/api-error.ts';
import { readPagination } from '../http/pagination.ts';
import { checkId, QueryReader } from '../http/query-reader.ts';
import { getNodeData } from '../store/node-data.ts';
import { currentEpochSeq, epochSeqOfBlock, getEpoch, getNode, listNodes } from '../store/nodes.ts';

/** ErrorDetail codes of these routes (ours, in a family of their own). */
const EPOCH_NOT_FOUND = 50001;
const NODE_NOT_FOUND = 50002;

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
  app.get('/api/v2/nodes', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    const epochSeq = q.int64Seq('epochSeq') ?? (await currentEpochSeq(app.db));
    const page = readPagination(q);
    // An epoch that has not started (or no chain yet) has no nodes: an empty list, not an error.
    return { nodes: epochSeq === undefined ? emptyPage : await listNodes(app.db, epochSeq, page) };
  });

  app.get<{ Params: { id: string } }>('/api/v2/node/:id', async (request) => {
    const id = checkId('id', request.params.id);
    const epochSeq = await currentEpochSeq(app.db);
    const node = epochSeq === undefined ? undefined : await getNode(app.db, id, epochSeq);
    if (!node) throw notFound(NODE_NOT_FOUND, 'node not found', `nodeID: ${id}`);
    return { node };
  });

  app.get('/api/v2/epoch', async (request) => {
    const q = new QueryReader(request.query as Record<string, string>);
    // `block` is our extension (the reference takes only `id`): the epoch a block belongs to,
    // for the explorer's block and transaction pages.
    const block = q.int64Seq('block');
    if (block !== undefined && q.string('id'))
      throw invalidArgument(DetailCode.MALFORMED_REQUEST, 'give id or block, not both', block);
    const id = block === undefined ? q.int64Seq('id') : await epochSeqOfBlock(app.db, block);
    const epoch = block !== undefined && id === undefined ? undefined : await getEpoch(app.db, id);
    if (!epoch) {
      const which = block === undefined ? `epochID: ${id ?? 'current'}` : `block: ${block}`;
      throw notFound(EPOCH_NOT_FOUND, 'epoch not found', which);
    }
    return { epoch };
  });

  app.get('/api/v2/network/data', async () => ({ nodeData: await getNodeData(app.db) }));
}
