import { afterEach } from 'vitest';
import { startStreamApp, type StreamApp, type TestItem } from './stream-app.ts';
import { StreamClient } from './ws-client.ts';

/** A stream message as the test streams send it (stream-app.ts). */
export interface Result {
  result?: {
    snapshot?: { orders?: TestItem[]; lastPage?: boolean };
    updates?: { orders: TestItem[] };
    candle?: TestItem;
  };
  error?: { code: number; message: string; details: { code: number; message: string }[] };
}

/**
 * A test file's stream apps and clients: `start` serves the test streams, `connect` opens a
 * client on the app started last; after each test every client and the app are closed.
 */
export function streamHarness() {
  let server: StreamApp | undefined;
  const clients: StreamClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.ws.terminate();
    await server?.close();
    server = undefined;
  });
  return {
    async start(...args: Parameters<typeof startStreamApp>) {
      server = await startStreamApp(...args);
      return server;
    },
    async connect(path: string, options?: Parameters<typeof StreamClient.connect>[1]) {
      const client = await StreamClient.connect(server!.url(path), options);
      clients.push(client);
      return client;
    },
    /** Closes the app now (the test watches what its clients see). */
    async stop() {
      await server?.close();
      server = undefined;
    },
  };
}

export const results = (client: StreamClient) => client.messages as Result[];
export const ids = (list: TestItem[] | undefined) => (list ?? []).map((item) => item.id);
