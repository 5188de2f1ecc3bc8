import { cleanup } from '@testing-library/react';
import { resetGlobalState } from 'react-use-websocket';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A WebSocket double for unit tests (installed for a whole file by `installFakeSockets`):
 * records every socket opened and lets the test play the server — open, send, close.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeWebSocket.instances.push(this);
  }

  /** Sockets not yet closed. */
  static get open(): FakeWebSocket[] {
    return FakeWebSocket.instances.filter((s) => s.readyState !== FakeWebSocket.CLOSED);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  send(data: string): void {
    this.sent.push(data);
  }

  /** The client closes (pause, unmount). */
  close(code = 1000, reason = ''): void {
    this.finish(code, reason);
  }

  // ---- the server's side ----

  accept(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({ type: 'open', target: this } as unknown as Event);
  }

  /** Sends one message (objects are sent as JSON text). */
  push(message: unknown): void {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.({ type: 'message', data, target: this } as unknown as MessageEvent);
  }

  /** The connection drops (1006) or the server closes with a code. */
  drop(code = 1006, reason = ''): void {
    this.finish(code, reason);
  }

  private finish(code: number, reason: string): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({
      type: 'close',
      code,
      reason,
      wasClean: code !== 1006,
      target: this,
    } as unknown as CloseEvent);
  }
}

/**
 * Each test of the calling file gets fresh fake sockets in place of the browser's WebSocket
 * (and, with `fakeTimers`, fake timers); after each, the components unmount while
 * react-use-websocket still knows its subscribers, then its shared sockets are forgotten.
 */
export function installFakeSockets({ fakeTimers = false } = {}) {
  beforeEach(() => {
    if (fakeTimers) vi.useFakeTimers();
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    cleanup();
    resetGlobalState();
    vi.unstubAllGlobals();
    if (fakeTimers) vi.useRealTimers();
  });
}
