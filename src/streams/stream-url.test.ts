import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RECONNECT_DELAY_MS, reconnectDelay, streamUrl } from './stream-url.ts';

afterEach(() => window.localStorage.clear());

describe('streamUrl', () => {
  it('opens the own origin with ws: and repeats list parameters', () => {
    expect(streamUrl('/api/v2/stream/markets/data', { marketIds: ['a', 'b'] })).toBe(
      `ws://${window.location.host}/api/v2/stream/markets/data?marketIds=a&marketIds=b`,
    );
  });

  it('maps an https data node to wss:', () => {
    window.localStorage.setItem('tne.dataNodeUrl', 'https://node.example');
    expect(streamUrl('/api/v2/stream/trades')).toBe('wss://node.example/api/v2/stream/trades');
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second and stops at the cap', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelay(5)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelay(500)).toBe(MAX_RECONNECT_DELAY_MS);
  });
});
