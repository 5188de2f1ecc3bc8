import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { onCleanup } from './processes.ts';

/** Headers of the real node's answers the page reads (block headers, CSV file names). */
const PASSED_HEADERS = [
  'content-type',
  'x-block-height',
  'x-block-timestamp',
  'content-disposition',
];

/**
 * The node the stream benches (book-node.ts, candles-node.ts) put in front of the real data
 * node: the bench registers the reads and the stream it drives on `app`, then `listen` adds
 * the rest — every other stream open and silent (the real node's updates would add noise of
 * their own to what the bench measures) and every other path answered by the real node — with
 * the CORS headers a page on another origin needs.
 */
export async function startFakeNode(realBase: string) {
  const app = Fastify({ logger: false });
  await app.register(fastifyWebsocket);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Access-Control-Allow-Origin', '*');
    void reply.header('Access-Control-Expose-Headers', 'X-Block-Height, X-Block-Timestamp');
  });
  app.options('/*', async (_request, reply) =>
    reply.code(204).header('Access-Control-Allow-Headers', '*').send(),
  );

  /** The real node's answer to the same request. */
  async function proxy(request: FastifyRequest, reply: FastifyReply) {
    const upstream = await fetch(`${realBase}${request.url}`);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) void reply.header(name, value);
    }
    return reply.code(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
  }

  async function listen(port: number) {
    app.route({
      method: 'GET',
      url: '/api/v2/stream/*',
      handler: (_request, reply) => reply.code(426).send(),
      wsHandler: (socket) => {
        socket.on('message', () => {});
      },
    });
    app.get('/*', proxy);
    await app.listen({ port, host: '127.0.0.1' });
    onCleanup(() => app.close());
  }

  return { app, proxy, listen };
}
