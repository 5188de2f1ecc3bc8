import pg from 'pg';
import { BLOCK_CHANNEL } from './outbox.ts';

export interface BlockListener {
  close(): Promise<void>;
}

export interface BlockListenerOptions {
  /** A notification arrived: the committed height, or `housekeeping:<height>`. */
  onNotice: (payload: string) => void;
  /**
   * (Re)connected and listening: notifications sent while disconnected are lost, so the caller
   * catches up from the outbox by height here.
   */
  onListening: () => void;
  log: (message: string) => void;
  /** Wait before reconnecting (ms). */
  retryMs?: number;
}

/**
 * A dedicated PostgreSQL connection LISTENing on the writer's channel (a pooled connection
 * would drop the LISTEN when returned), reconnecting whenever it is lost.
 */
export function listenForBlocks(url: string, options: BlockListenerOptions): BlockListener {
  const retryMs = options.retryMs ?? 500;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnect = (reason: string) => {
    if (closed || retry) return;
    options.log(`block listener: ${reason}; reconnecting`);
    const lost = client;
    client = undefined;
    lost?.removeAllListeners();
    // A lost client still has to be ended, its errors ignored.
    lost?.on('error', () => {});
    void lost?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === BLOCK_CHANNEL && message.payload) options.onNotice(message.payload);
    });
    next.on('error', (err) => reconnect(err.message));
    next.on('end', () => reconnect('connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${BLOCK_CHANNEL}`);
      if (client === next) options.onListening();
    } catch (err) {
      reconnect(err instanceof Error ? err.message : String(err));
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
