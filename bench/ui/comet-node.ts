// The bench CometBFT RPC of the blocks-list budget: a chain of `count` blocks (the real node's
// history is 400), one a second up to now, each a copy of a real block's meta with its own
// height, time and hash, proposed in turn by the real chain's proposers (so the list names
// them). The explorer is pointed at it with `?tm=`; `/blockchain` pages like CometBFT's: at most
// 20 metas, newest first, at or below `maxHeight`.
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import {
  COMET_BLOCKCHAIN_LIMIT,
  type CometBlockchain,
  type CometBlockMeta,
  type CometStatus,
} from '#contract/cometbft.ts';
import { onCleanup } from './processes.ts';

interface RpcResponse<T> {
  jsonrpc: '2.0';
  id: number;
  result: T;
}

export interface CometNode {
  base: string;
  count: number;
  /** `/blockchain` calls answered (one per page the list read). */
  pageReads(): number;
}

const hashOf = (height: number) =>
  createHash('sha256').update(`bench block ${height}`).digest('hex').toUpperCase();

export async function startCometNode(
  port: number,
  realBase: string,
  count: number,
): Promise<CometNode> {
  const read = async <T>(path: string) =>
    ((await (await fetch(`${realBase}/tm/${path}`)).json()) as RpcResponse<T>).result;
  const template = await read<CometBlockchain>('blockchain');
  const status = await read<CometStatus>('status');
  const sample = template.block_metas[0];
  if (!sample) throw new Error('the real node has no block');
  const proposers = [...new Set(template.block_metas.map((m) => m.header.proposer_address))];
  const newestMs = Date.now();
  const timeOf = (height: number) => new Date(newestMs - (count - height) * 1000).toISOString();

  const meta = (height: number): CometBlockMeta => ({
    ...sample,
    block_id: { ...sample.block_id, hash: hashOf(height) },
    header: {
      ...sample.header,
      height: String(height),
      time: timeOf(height),
      last_block_id: { ...sample.header.last_block_id, hash: height > 1 ? hashOf(height - 1) : '' },
      proposer_address: proposers[height % proposers.length]!,
    },
  });

  let pageReads = 0;
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Access-Control-Allow-Origin', '*');
  });
  const answer = <T>(result: T): RpcResponse<T> => ({ jsonrpc: '2.0', id: -1, result });
  app.get<{ Querystring: { maxHeight?: string } }>('/blockchain', async (request) => {
    pageReads += 1;
    const asked = Number(request.query.maxHeight ?? count);
    const top = Math.min(count, asked > 0 ? asked : count);
    const metas: CometBlockMeta[] = [];
    for (let h = top; h >= 1 && metas.length < COMET_BLOCKCHAIN_LIMIT; h--) metas.push(meta(h));
    return answer<CometBlockchain>({ last_height: String(count), block_metas: metas });
  });
  app.get('/status', async () =>
    answer<CometStatus>({
      ...status,
      sync_info: {
        ...status.sync_info,
        latest_block_height: String(count),
        latest_block_hash: hashOf(count),
        latest_block_time: timeOf(count),
        earliest_block_height: '1',
        earliest_block_hash: hashOf(1),
        earliest_block_time: timeOf(1),
      },
    }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  onCleanup(() => app.close());
  return { base: `http://127.0.0.1:${port}`, count, pageReads: () => pageReads };
}
