import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server, type Socket } from 'node:net';

/** Messages between the primary and its API workers. */
const CONNECTION = 'tne:connection';
const READY = 'tne:ready';
/** Wait before replacing a worker that died (ms): a crash loop does not spin the CPU. */
const RESTART_DELAY_MS = 250;
/** Connections held while no worker is ready yet (start-up, all restarting); more are refused. */
const MAX_PENDING = 1000;

/**
 * The worker slot a client's connections go to: FNV-1a of its address. Every connection of one
 * client lands on one worker, so the per-client limits each worker keeps (250 streams, the
 * REST token bucket) hold for the whole port without the workers sharing counters.
 */
export function clientSlot(address: string | undefined, slots: number): number {
  const text = (address ?? '').replace(/^::ffff:/, '');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % slots;
}

export interface StickyPrimary {
  server: Server;
  /** Worker process ids by slot (undefined while one is being replaced). */
  pids(): (number | undefined)[];
  close(): Promise<void>;
}

/**
 * The primary of `API_WORKERS=N`: forks N workers (server.ts again, in the api role), accepts
 * every connection on the port itself and hands it, unread, to the worker of the client's
 * slot (or the next ready one while that worker is restarting). A worker that dies is
 * replaced in its slot.
 */
export async function startStickyPrimary(options: {
  workers: number;
  port: number;
  host: string;
  log: (message: string) => void;
}): Promise<StickyPrimary> {
  const slots: (Worker | undefined)[] = new Array<Worker | undefined>(options.workers);
  const ready = new Set<Worker>();
  const pending: Socket[] = [];
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork({ TNE_WORKER_SLOT: String(slot) });
    slots[slot] = worker;
    worker.on('message', (message: unknown) => {
      if (message !== READY) return;
      ready.add(worker);
      for (const socket of pending.splice(0)) route(socket);
    });
    worker.on('exit', (code, signal) => {
      ready.delete(worker);
      if (slots[slot] === worker) slots[slot] = undefined;
      if (stopping) return;
      options.log(
        `API worker ${slot} (pid ${worker.process.pid}) exited (${signal ?? code}); restarting it`,
      );
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, RESTART_DELAY_MS);
    });
  };
  for (let slot = 0; slot < options.workers; slot++) fork(slot);

  const pick = (socket: Socket): Worker | undefined => {
    const slot = clientSlot(socket.remoteAddress, options.workers);
    for (let i = 0; i < options.workers; i++) {
      const worker = slots[(slot + i) % options.workers];
      if (worker && ready.has(worker)) return worker;
    }
    return undefined;
  };
  const route = (socket: Socket) => {
    const worker = pick(socket);
    if (!worker) {
      if (pending.length < MAX_PENDING) pending.push(socket);
      else socket.destroy();
      return;
    }
    worker.send(CONNECTION, socket, { keepOpen: false }, (err) => {
      if (err) socket.destroy();
    });
  };
  const server = createServer({ pauseOnConnect: true }, route);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    pids: () => slots.map((w) => w?.process.pid),
    async close() {
      stopping = true;
      // No new connections; those handed over are the workers' to close.
      server.close();
      for (const socket of pending.splice(0)) socket.destroy();
      await Promise.all(
        slots.map((worker) => {
          if (!worker || worker.isDead()) return undefined;
          return new Promise<void>((resolve) => {
            const force = setTimeout(() => worker.process.kill('SIGKILL'), 10_000);
            worker.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            worker.process.kill('SIGTERM');
          });
        }),
      );
    },
  };
}

/**
 * In a worker: serves the connections the primary hands over on `server` (the app's HTTP
 * server, never listening itself), and says when it is ready for them.
 */
export function acceptStickyConnections(server: {
  emit(event: 'connection', socket: Socket): boolean;
}) {
  process.on('message', (message: unknown, socket: Socket | undefined) => {
    if (message !== CONNECTION || !socket) return;
    server.emit('connection', socket);
    socket.resume();
  });
  // The primary is gone (killed): nobody hands this worker connections any more.
  process.on('disconnect', () => process.exit(0));
  process.send?.(READY);
}
