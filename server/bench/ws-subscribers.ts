/**
 * The stream benchmark's subscribers, run as a child process so that 250 sockets' worth of
 * receiving does not run on the server's event loop. Commands arrive over IPC:
 *
 * - `open`: one WebSocket per URL (from `localAddresses[i]` when given, e.g. 127.0.1.x as
 *   distinct clients); answers `{opened, refused}` once every socket is open or refused.
 * - `collect`: answers with what every socket received — per message its socket, its key and
 *   the wall-clock time it arrived, and its text for the sockets `keepText` named — then closes
 *   the sockets.
 *
 * A message's key says which publish it belongs to: the block time of its first trade
 * (`"timestamp":"…"`), or the send time the baseline broadcast puts in it (`"sentAt":…`).
 * Times are wall-clock milliseconds (`performance.timeOrigin + performance.now()`), comparable
 * with the server process's.
 */
import { createRequire } from 'node:module';

/** The members of the `ws` client used here (`ws` ships no types). */
interface WsClient {
  on(event: 'open' | 'close', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'error' | 'unexpected-response', listener: () => void): this;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { localAddress?: string },
) => WsClient;

export type SubscriberCommand =
  | { cmd: 'open'; urls: string[]; localAddresses?: string[]; keepText?: number[] }
  | { cmd: 'collect' };
export interface Opened {
  opened: number;
  refused: number;
}
/** [socket index, key, arrival ms, text of a kept socket's message] per message. */
export type Received = [number, string, number, string?][];

const wallMs = () => performance.timeOrigin + performance.now();
const KEY = /"timestamp":"(\d+)"|"sentAt":([\d.]+)/;

let sockets: WsClient[] = [];
let received: Received = [];

function open(command: Extract<SubscriberCommand, { cmd: 'open' }>): Promise<Opened> {
  const { urls, localAddresses } = command;
  const keep = new Set(command.keepText);
  let opened = 0;
  let refused = 0;
  return new Promise((resolve) => {
    const settle = () => {
      if (opened + refused === urls.length) resolve({ opened, refused });
    };
    urls.forEach((url, index) => {
      const ws = new WebSocket(url, { localAddress: localAddresses?.[index] });
      ws.on('message', (data) => {
        const at = wallMs();
        // Only the head of the message is searched: the key sits in its first item.
        const match = KEY.exec(data.toString('latin1', 0, 600));
        const entry: Received[number] = [index, match?.[1] ?? match?.[2] ?? '', at];
        if (keep.has(index)) entry.push(data.toString('utf8'));
        received.push(entry);
      });
      // Each socket counts once: opened, or refused (HTTP answer instead of the upgrade, or
      // an error before the handshake finished).
      let counted = false;
      const count = (ok: boolean) => {
        if (counted) return;
        counted = true;
        if (ok) opened++;
        else refused++;
        settle();
      };
      ws.on('open', () => count(true));
      ws.on('unexpected-response', () => count(false));
      ws.on('error', () => count(false));
      sockets.push(ws);
    });
  });
}

process.on('message', (command: SubscriberCommand) => {
  if (command.cmd === 'open') {
    void open(command).then((result) => process.send!(result));
    return;
  }
  const result = received;
  received = [];
  for (const ws of sockets) ws.close();
  sockets = [];
  process.send!(result);
});
