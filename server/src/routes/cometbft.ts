import type { FastifyInstance } from 'fastify';
import {
  cometBlockchainSchema,
  cometBlockSchema,
  cometStatusSchema,
  COMET_METHOD_NOT_FOUND,
} from '#contract/cometbft.ts';
import { blockRange, blocksBetween, blockTransactionRecords } from '../store/blocks.ts';
import { chainId } from '../store/spam-statistics.ts';
import {
  answer,
  cometDoc,
  heightDoc,
  int64Param,
  rangeError,
  RpcError,
  type RawQuery,
} from './cometbft-rpc.ts';
import {
  blockchainWindow,
  blockHeight,
  blockMeta,
  cometBlock,
  cometStatus,
} from './cometbft-shapes.ts';

/**
 * CometBFT RPC subset under `/tm/` (v0.38 shapes, `{jsonrpc, id: -1, result}` as its URI
 * handler answers): `status`, `blockchain` (metas newest first, at most 20, CometBFT's bounds)
 * and `block` (header and transactions). A transaction in `data.txs` is the base64 of its
 * block-explorer JSON record, so its `hash` field is the hash `/rest/transactions/{hash}` knows.
 */
export async function cometRoutes(app: FastifyInstance) {
  // A method this subset does not serve (or a typo) is CometBFT's "Method not found", never the
  // spec's 404 or the explorer's page: a client pointed at /tm/ is an RPC client.
  app.get('/tm/*', async (request, reply) =>
    answer(reply, () => {
      const method = request.url.split('?')[0]!.slice('/tm/'.length);
      throw new RpcError(404, COMET_METHOD_NOT_FOUND, 'Method not found', `no method ${method}`);
    }),
  );

  app.get('/tm/status', cometDoc('Node status', cometStatusSchema, {}, []), async (_req, reply) =>
    answer(reply, async () => cometStatus(await chainId(app.db), await blockRange(app.db))),
  );

  app.get<{ Querystring: RawQuery }>(
    '/tm/blockchain',
    cometDoc(
      'Block metas, newest first, at most 20',
      cometBlockchainSchema,
      { minHeight: heightDoc, maxHeight: heightDoc },
      [],
    ),
    async (request, reply) =>
      answer(reply, async () => {
        const min = int64Param(request.query, 'minHeight');
        const max = int64Param(request.query, 'maxHeight');
        const window = blockchainWindow({ min, max }, await blockRange(app.db));
        const chain = await chainId(app.db);
        const blocks = await blocksBetween(app.db, window.min, window.max);
        return {
          last_height: window.height.toString(),
          block_metas: blocks.map((b) => blockMeta(b, chain)),
        };
      }),
  );

  app.get<{ Querystring: RawQuery }>(
    '/tm/block',
    cometDoc('A block with its transactions', cometBlockSchema, { height: heightDoc }, [404]),
    async (request, reply) =>
      answer(reply, async () => {
        const asked = int64Param(request.query, 'height');
        const height = blockHeight(asked, await blockRange(app.db));
        const [block] = await blocksBetween(app.db, height, height);
        if (!block) throw rangeError(404, `height ${height} is not available`);
        const chain = await chainId(app.db);
        return cometBlock(block, chain, await blockTransactionRecords(app.db, height));
      }),
  );
}
