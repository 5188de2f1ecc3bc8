import type { FastifyInstance } from 'fastify';

/** The latest committed block, as the freshness headers carry it. */
export interface BlockHeaderInfo {
  /** Decimal block height. */
  height: string;
  /** Block time, Unix nanoseconds, decimal string. */
  timeNs: string;
}

export type BlockHeaderSource = () => BlockHeaderInfo | undefined;

export const BLOCK_HEIGHT_HEADER = 'X-Block-Height';
export const BLOCK_TIMESTAMP_HEADER = 'X-Block-Timestamp';

/**
 * Every response says which block its data is as of (the reference's freshness headers on
 * unary responses). Before the first block, or without a source, the headers are left out.
 *
 * The block is read when the request arrives, before the handler reads the store: a block
 * committed meanwhile may make the data newer than the header, never older, so a client that
 * applies stream updates above this height may re-apply one (idempotent) but never skips one.
 */
export function registerBlockHeaders(app: FastifyInstance, source: BlockHeaderSource | undefined) {
  if (!source) return;
  app.addHook('onRequest', (_request, reply, done) => {
    const block = source();
    if (block) {
      void reply.header(BLOCK_HEIGHT_HEADER, block.height);
      void reply.header(BLOCK_TIMESTAMP_HEADER, block.timeNs);
    }
    done();
  });
}
