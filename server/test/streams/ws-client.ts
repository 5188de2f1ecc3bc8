import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

/**
 * The `ws` package's client, typed locally: `ws` ships no TypeScript types and @types/ws is
 * not installed, so the few members the tests use are declared here (no global declaration).
 */
export interface WsClient {
  readonly readyState: number;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): this;
  send(data: string | Buffer): void;
  pause(): void;
  resume(): void;
  close(code?: number): void;
  terminate(): void;
}

interface WsClientOptions {
  autoPong?: boolean;
  headers?: Record<string, string>;
}

type WsClientConstructor = new (url: string, options?: WsClientOptions) => WsClient;

const require = createRequire(import.meta.url);
const WebSocketClient = require('ws') as WsClientConstructor;

export interface Closed {
  code: number;
  reason: string;
}

/** An upgrade the server answered with plain HTTP instead of 101. */
export class RefusedUpgrade extends Error {
  constructor(
    readonly status: number,
    readonly headers: IncomingMessage['headers'],
    readonly body: string,
  ) {
    super(`upgrade refused with HTTP ${status}`);
  }
}

/** A stream connection that records every message (parsed) and how it closed. */
export class StreamClient {
  readonly messages: unknown[] = [];
  readonly closed: Promise<Closed>;
  closeInfo: Closed | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WsClient) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString('utf8')));
      this.notify();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        this.closeInfo = { code, reason: reason.toString('utf8') };
        resolve(this.closeInfo);
        this.notify();
      });
    });
  }

  static connect(url: string, options: WsClientOptions = {}): Promise<StreamClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocketClient(url, options);
      const client = new StreamClient(ws);
      ws.on('open', () => resolve(client));
      ws.on('error', (error) => reject(error));
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => reject(new RefusedUpgrade(res.statusCode ?? 0, res.headers, body)));
        res.on('error', reject);
      });
    });
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once `predicate` holds (checked after every message and on close). */
  async until(predicate: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${what} (${this.messages.length} messages)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 50));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  waitForMessages(count: number, timeoutMs?: number): Promise<void> {
    return this.until(() => this.messages.length >= count, `${count} messages`, timeoutMs);
  }

  close(): Promise<Closed> {
    this.ws.close();
    return this.closed;
  }
}
