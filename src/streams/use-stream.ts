import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { parseChainJson } from '../lib/chain-text.ts';
// Deep imports: the package is CommonJS (no tree-shaking), and its index also loads the
// EventSource and Socket.IO hooks (~0.5 KB gzip the explorer never runs). useWebSocket is the
// named export: the `default` one resolves to the whole module object under Node-style interop
// (Vite 8's production build).
import { ReadyState } from 'react-use-websocket/dist/lib/constants';
import { useWebSocket } from 'react-use-websocket/dist/lib/use-websocket';
import type { z } from 'zod/mini';
import { parseStreamMessage } from '#contract/stream-envelope.ts';
import type { QueryParams } from '../api/http-client.ts';
import { loadEnglishMessages } from '../api/zod-english.ts';
import { MessageBuffer, type FlushSchedule } from './message-buffer.ts';
import { newerHeight, resumeParams } from './stream-resume.ts';
import { reconnectDelay, streamUrl } from './stream-url.ts';
import { useDocumentHidden } from './use-document-hidden.ts';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'paused' | 'error';

export interface UseStreamOptions<S extends z.ZodMiniType> {
  /** Stream path, e.g. tradesStream.path (contract/stream-results/). */
  path: string;
  /** Filters as query parameters; arrays repeat the name (`marketIds`). */
  params?: QueryParams;
  /** Schema of `result` in REST form (contract/stream-results/); messages are decoded from ints. */
  resultSchema: S;
  /** Every decoded `result` since the last call, oldest first; at most once per frame. */
  onBatch: (results: z.output<S>[]) => void;
  /**
   * The stream (re)opened: first connect, reconnect, resume, tab visible again. Anything built
   * from earlier messages may have missed some: start over (snapshot streams resend their
   * snapshot; the others re-read REST). Runs before the first batch of the new connection.
   */
  onResync?: () => void;
  /** false = no connection (e.g. ids not known yet). Default true. */
  enabled?: boolean;
  /** Batch period in ms instead of once per animation frame (charts). */
  flushMs?: number;
  /**
   * Reconnect from the last block merged (`fromHeight`, stream-resume.ts): the node replays the
   * missed updates (a snapshot stream sends no new snapshot) and `onResync` runs only when it
   * no longer holds them (a snapshot stream's fresh snapshot follows). Only for merges that
   * show an update received twice once (keyed merges, the order book's sequence numbers).
   */
  resumable?: boolean;
}

export interface StreamHandle {
  status: StreamStatus;
  /** Why the status is 'error' (or the last error before reconnecting). */
  error?: string;
  /** The user's pause toggle (the status is also 'paused' while the tab is hidden). */
  paused: boolean;
  pause: () => void;
  /** Resumes after pause; after an error, tries again. */
  resume: () => void;
  /** Reconnect attempts since the connection was lost; 0 while live. */
  reconnects: number;
}

/** The server closes with 1008 after an `{"error"}` about the request: retrying cannot help. */
const POLICY_VIOLATION = 1008;

interface Phase {
  state: 'connecting' | 'live' | 'reconnecting' | 'error';
  error?: string;
  attempts: number;
}

const CONNECTING: Phase = { state: 'connecting', attempts: 0 };

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * One live stream (spec §6). Sockets are shared per URL (react-use-websocket `share`), so any
 * number of components reading the same stream cost one connection. See CONTEXT.md.
 */
export function useStream<S extends z.ZodMiniType>(options: UseStreamOptions<S>): StreamHandle {
  const { path, params, enabled = true } = options;
  const paramsKey = JSON.stringify(params ?? {});
  // Recomputed only when the path or the parameters' values change, not their identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey stands for params
  const url = useMemo(() => streamUrl(path, params), [path, paramsKey]);
  // The newest block merged from this URL's stream, and the fromHeight the socket being opened
  // resumes from (undefined: a fresh open).
  const lastHeight = useRef<string | undefined>(undefined);
  const resumingFrom = useRef<string | undefined>(undefined);

  const hidden = useDocumentHidden();
  const [paused, setPaused] = useState(false);
  // A retry after an error disconnects for one render, so the library opens a new socket.
  const [holding, setHolding] = useState(false);
  const connect = enabled && !paused && !hidden && !holding;
  const [phase, setPhase] = useState<Phase>(CONNECTING);

  // Callbacks read through a ref: a new onBatch per render must not reconnect anything.
  const latest = useRef(options);
  const connectRef = useRef(connect);
  const liveSocket = useRef<EventTarget | null>(null);
  useLayoutEffect(() => {
    latest.current = options;
    connectRef.current = connect;
  });

  // react-use-websocket calls this on every (re)connect: each reconnect resumes from the latest.
  const connectUrl = useCallback(() => {
    const { resumable } = latest.current;
    const resume = resumable ? lastHeight.current : undefined;
    resumingFrom.current = resume;
    return resumable ? streamUrl(path, resumeParams(params ?? {}, resume)) : url;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- url stands for path and params
  }, [url]);

  // Decodes a batch and hands it to the owner; runs from the buffer's frame callback.
  const deliver = (raws: string[]) => {
    const { resultSchema, onBatch, onResync } = latest.current;
    const results: z.output<S>[] = [];
    for (const raw of raws) {
      try {
        const message = parseStreamMessage(resultSchema, parseChainJson(raw));
        if ('result' in message) {
          results.push(message.result);
          lastHeight.current = newerHeight(lastHeight.current, message.height);
        } else if ('resumed' in message) {
          // The node no longer holds the blocks missed: start over as on a fresh open. What was
          // merged before says nothing of the state being rebuilt (a snapshot cut half-way
          // must not be resumed as if whole): resume only from what comes after this.
          if (!message.resumed.whole) {
            lastHeight.current = undefined;
            onResync?.();
          }
        } else {
          const detail = message.error.details[0]?.message;
          const error = typeof detail === 'string' && detail ? detail : message.error.message;
          setPhase((p) => ({ ...p, state: 'error', error }));
        }
      } catch (err) {
        const error = `Unreadable stream message: ${describe(err)}`;
        setPhase((p) => ({ ...p, state: 'error', error }));
        // zod/mini writes bare "Invalid input" issues: read the message again once zod's English
        // messages are in (api/zod-english.ts), and show that unless the state has moved on.
        void loadEnglishMessages().then(
          () => {
            let english = error;
            try {
              parseStreamMessage(resultSchema, parseChainJson(raw));
            } catch (again) {
              english = `Unreadable stream message: ${describe(again)}`;
            }
            setPhase((p) => (p.error === error ? { ...p, error: english } : p));
          },
          () => undefined,
        );
      }
    }
    if (results.length > 0) onBatch(results);
  };
  // Created on first use (never during render); lives as long as the component.
  const bufferRef = useRef<MessageBuffer<string> | null>(null);
  const buffer = () =>
    (bufferRef.current ??= new MessageBuffer<string>(
      (raws) => deliver(raws),
      (): FlushSchedule => latest.current.flushMs ?? 'frame',
    ));

  useEffect(() => {
    lastHeight.current = undefined; // heights merged from another URL's stream say nothing here
  }, [url]);

  useEffect(() => {
    if (connect) setPhase(CONNECTING);
    else liveSocket.current = null;
    return () => bufferRef.current?.drop();
  }, [connect, url]);

  useEffect(() => {
    if (holding) setHolding(false);
  }, [holding]);

  const { readyState } = useWebSocket(
    connectUrl,
    {
      share: true,
      // Messages go through the buffer; the library must not re-render per message.
      filter: () => false,
      onMessage: (event) => {
        if (connectRef.current && typeof event.data === 'string') buffer().push(event.data);
      },
      onOpen: (event) => {
        bufferRef.current?.drop();
        liveSocket.current = event.target;
        setPhase({ state: 'live', attempts: 0 });
        // A resumed socket replays what was missed; its verdict says if that was all (deliver).
        if (resumingFrom.current === undefined) latest.current.onResync?.();
      },
      onClose: (event) => {
        // Our own disconnect (pause, hidden, unmount), or a late close of a replaced socket.
        if (!connectRef.current) return;
        if (liveSocket.current && event.target !== liveSocket.current) return;
        liveSocket.current = null;
        bufferRef.current?.flushNow();
        if (event.code === POLICY_VIOLATION) {
          const error = event.reason || 'The data node refused this stream.';
          setPhase((p) => ({ state: 'error', error: p.error ?? error, attempts: 0 }));
          return;
        }
        setPhase((p) => ({ state: 'reconnecting', error: p.error, attempts: p.attempts + 1 }));
      },
      shouldReconnect: (event) => event.code !== POLICY_VIOLATION,
      reconnectAttempts: Number.MAX_SAFE_INTEGER,
      reconnectInterval: reconnectDelay,
      retryOnError: true,
    },
    connect,
  );

  // A component joining a socket another one already opened gets no open event: it is live
  // (and must build its state) from the moment it joins.
  const joinedOpen = connect && readyState === ReadyState.OPEN && phase.state === 'connecting';
  useEffect(() => {
    if (!joinedOpen) return;
    setPhase({ state: 'live', attempts: 0 });
    latest.current.onResync?.();
  }, [joinedOpen]);

  const failed = phase.state === 'error';
  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => {
    setPaused(false);
    if (failed) {
      setHolding(true);
      setPhase(CONNECTING);
    }
  }, [failed]);

  const status: StreamStatus = paused || hidden ? 'paused' : !enabled ? 'connecting' : phase.state;
  return {
    status,
    ...(phase.error !== undefined && { error: phase.error }),
    paused,
    pause,
    resume,
    reconnects: phase.state === 'reconnecting' ? phase.attempts : 0,
  };
}
