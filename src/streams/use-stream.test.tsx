import { act, cleanup, renderHook } from '@testing-library/react';
import { resetGlobalState } from 'react-use-websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAMS } from '#contract/stream-messages.ts';
import { loadEnglishMessages } from '../api/zod-english.ts';
import { FakeWebSocket } from './testing/fake-web-socket.ts';
import { useStream, type UseStreamOptions } from './use-stream.ts';

const MARKET = 'b7272c70304dd2f9bb42cf46fdb47e922e78f320b2232487434f0f2337d3ed74';
const tradeId = (n: number) => n.toString(16).padStart(64, '0');
/** A trades message as the server sends it: enums as integers, defaults left out. */
const tradesMessage = (...ns: number[]) => ({
  result: {
    trades: ns.map((n) => ({
      id: tradeId(n),
      marketId: MARKET,
      price: String(1000 + n),
      size: '1',
      aggressor: 1,
      timestamp: '1700000000000000000',
    })),
  },
});

type Options = UseStreamOptions<typeof STREAMS.trades.result>;

function renderStream(overrides: Partial<Options> = {}) {
  const onBatch = vi.fn();
  const onResync = vi.fn();
  const hook = renderHook(
    (props: Partial<Options>) =>
      useStream({
        path: STREAMS.trades.path,
        params: { marketIds: [MARKET] },
        resultSchema: STREAMS.trades.result,
        onBatch,
        onResync,
        ...props,
      }),
    { initialProps: overrides },
  );
  return { ...hook, onBatch, onResync };
}

/** Lets react-use-websocket's async URL step run, so the socket exists. */
const settle = () => act(async () => {});
const socket = (i = -1) => FakeWebSocket.instances.at(i) as FakeWebSocket;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  // Unmount while the library still knows its subscribers, then forget the shared sockets.
  cleanup();
  resetGlobalState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setHidden(false);
});

describe('useStream', () => {
  it('connects to the stream URL, goes live and asks the owner to build its state', async () => {
    const { result, onResync } = renderStream();
    await settle();
    expect(result.current.status).toBe('connecting');
    expect(socket().url).toBe(
      `ws://${window.location.host}/api/v2/stream/trades?marketIds=${MARKET}`,
    );
    act(() => socket().accept());
    expect(result.current.status).toBe('live');
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('decodes a burst of messages and hands them over once per animation frame', async () => {
    const { onBatch } = renderStream();
    await settle();
    act(() => socket().accept());
    act(() => {
      for (let n = 0; n < 200; n++) socket().push(tradesMessage(n));
    });
    expect(onBatch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(onBatch).toHaveBeenCalledTimes(1);
    const batch = onBatch.mock.calls[0]?.[0] as {
      trades: { price: string; aggressor: string }[];
    }[];
    expect(batch).toHaveLength(200);
    // Stream encoding (aggressor 1) arrives in REST form, defaults filled in.
    expect(batch[0]?.trades[0]).toMatchObject({
      price: '1000',
      aggressor: 'SIDE_BUY',
      type: 'TYPE_UNSPECIFIED',
    });
    expect(batch[199]?.trades[0]?.price).toBe('1199');
  });

  it('flushes on a named interval when asked (charts)', async () => {
    const { onBatch } = renderStream({ flushMs: 500 });
    await settle();
    act(() => socket().accept());
    act(() => socket().push(tradesMessage(1)));
    act(() => vi.advanceTimersToNextFrame());
    expect(onBatch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onBatch).toHaveBeenCalledTimes(1);
  });

  it('shares one socket between every user of the same stream', async () => {
    const first = renderStream();
    await settle();
    act(() => socket().accept());
    const second = renderStream();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(second.result.current.status).toBe('live');
    expect(second.onResync).toHaveBeenCalledTimes(1);
    act(() => socket().push(tradesMessage(7)));
    act(() => vi.advanceTimersToNextFrame());
    expect(first.onBatch).toHaveBeenCalledTimes(1);
    expect(second.onBatch).toHaveBeenCalledTimes(1);
  });

  it('reports a lost connection as reconnecting, backs off, and resyncs when back', async () => {
    const { result, onResync } = renderStream();
    await settle();
    act(() => socket().accept());
    act(() => socket().drop(1006));
    expect(result.current.status).toBe('reconnecting');
    expect(result.current.reconnects).toBe(1);
    await act(async () => vi.advanceTimersByTime(999));
    expect(FakeWebSocket.instances).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    // The second attempt fails too: the wait doubles.
    act(() => socket().drop(1006));
    expect(result.current.reconnects).toBe(2);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(FakeWebSocket.instances).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    act(() => socket().accept());
    expect(result.current.status).toBe('live');
    expect(result.current.reconnects).toBe(0);
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('surfaces an error message and does not retry a refused request', async () => {
    const { result, onBatch } = renderStream();
    await settle();
    act(() => socket().accept());
    act(() => {
      socket().push({
        error: {
          code: 3,
          message: 'InvalidArgument error',
          details: [
            { '@type': 't', code: 10015, message: 'marketIds must be 64 hexadecimal characters' },
          ],
        },
      });
      socket().drop(1008, 'marketIds must be 64 hexadecimal characters');
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe('marketIds must be 64 hexadecimal characters');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(onBatch).not.toHaveBeenCalled();

    // "Resume" after an error tries again.
    act(() => result.current.resume());
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => socket().accept());
    expect(result.current.status).toBe('live');
    expect(result.current.error).toBeUndefined();
  });

  it('reports a message it cannot read as an error', async () => {
    const { result } = renderStream();
    await settle();
    act(() => socket().accept());
    act(() => socket().push({ result: { trades: [{ id: 'not-an-id' }] } }));
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatch(/^Unreadable stream message/);
    // The id is not 64 hex digits: said in zod's English once that has loaded.
    await act(() => loadEnglishMessages());
    expect(result.current.error).toContain('Invalid string: must match pattern');
    expect(result.current.status).toBe('error');
  });

  it('pauses by disconnecting, drops what was buffered, and resyncs on resume', async () => {
    const { result, onBatch, onResync } = renderStream();
    await settle();
    act(() => socket().accept());
    act(() => socket().push(tradesMessage(1)));
    act(() => result.current.pause());
    expect(result.current.status).toBe('paused');
    expect(result.current.paused).toBe(true);
    expect(socket(0).readyState).toBe(FakeWebSocket.CLOSED);
    act(() => vi.advanceTimersToNextFrame());
    expect(onBatch).not.toHaveBeenCalled();

    act(() => result.current.resume());
    await settle();
    expect(result.current.status).toBe('connecting');
    act(() => socket(1).accept());
    expect(result.current.status).toBe('live');
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden and resyncs when it is visible again', async () => {
    const { result, onResync } = renderStream();
    await settle();
    act(() => socket().accept());
    setHidden(true);
    expect(result.current.status).toBe('paused');
    expect(result.current.paused).toBe(false);
    expect(FakeWebSocket.open).toHaveLength(0);
    setHidden(false);
    await settle();
    act(() => socket().accept());
    expect(result.current.status).toBe('live');
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('opens nothing while disabled', async () => {
    const { result } = renderStream({ enabled: false });
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(result.current.status).toBe('connecting');
  });
});
