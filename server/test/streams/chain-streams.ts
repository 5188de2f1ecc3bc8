import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { z } from 'zod/mini';
import { parseStreamMessage, STREAMS } from '#contract/stream-messages.ts';
import { buildChainTestApp, type ChainTestApp } from '../chain-helper.ts';
import { StreamClient } from './ws-client.ts';

/**
 * The real app over the simulated chain, listening on a loopback port, for tests of the
 * spec §6 streams: connect with `open(path)`, drive blocks with `chain.advance(n)`.
 */
export interface ChainStreams extends ChainTestApp {
  open(path: string): Promise<StreamClient>;
  /** Closes every client, then the app. */
  stop(): Promise<void>;
}

export async function startChainStreams(blocks = 60): Promise<ChainStreams> {
  const test = await buildChainTestApp({ blocks, app: { rateLimit: false } });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as AddressInfo;
  const clients: StreamClient[] = [];
  return {
    ...test,
    async open(path) {
      const client = await StreamClient.connect(`ws://127.0.0.1:${port}${path}`);
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) client.ws.terminate();
      await test.close();
    },
  };
}

/** Every message of a client, read with the contract's parser (throws on a mismatch). */
export function resultsOf<S extends z.core.$ZodType>(
  client: StreamClient,
  schema: S,
): z.output<S>[] {
  return client.messages.map((raw) => {
    const message = parseStreamMessage(schema, raw);
    if (!('result' in message)) throw new Error(`unexpected message ${JSON.stringify(raw)}`);
    return message.result;
  });
}

/** Waits until `count()` reaches `expected`, then a little longer to catch extra messages. */
export async function settle(client: StreamClient, count: () => number, expected: number) {
  await client.until(() => count() >= expected, `${expected} items`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** A bad filter: exactly one `{error}` message with this HTTP-derived gRPC code, then 1008. */
export async function expectRefused(
  client: StreamClient,
  grpcCode: number,
  detailCode: number,
): Promise<string> {
  const closed = await client.closed;
  expect(closed.code).toBe(1008);
  expect(client.messages).toHaveLength(1);
  // Any result schema will do: the message must be the error.
  const message = parseStreamMessage(STREAMS.votes.result, client.messages[0]);
  if (!('error' in message)) throw new Error('expected an error message');
  expect(message.error.code).toBe(grpcCode);
  expect(message.error.details[0]?.code).toBe(detailCode);
  return String(message.error.details[0]?.message);
}

/** The raw (wire) JSON of a message's field path, to check enums travel as integers. */
export const raw = (client: StreamClient, index: number) =>
  client.messages[index] as { result: Record<string, unknown> };
