import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStreamApp, TOPIC, type StreamApp } from '../streams/stream-app.ts';
import { StreamClient } from '../streams/ws-client.ts';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let server: StreamApp;
beforeAll(async () => {
  server = await startStreamApp();
});
afterAll(() => server.close());

const metrics = async () => {
  const response = await server.app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

describe('/metrics', () => {
  it('counts answers per route pattern and status, never per URL', async () => {
    for (let i = 0; i < 3; i++) await server.app.inject({ url: '/health' });
    await server.app.inject({ url: '/no/such/path/1' });
    await server.app.inject({ url: '/no/such/path/2' });
    const text = await metrics();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/health",status="200"}',
      ),
    ).toBe(3);
    // Both unknown paths land in one series, not one per URL.
    const unmatched = text.split('\n').filter((l) => l.includes('route="unmatched"'));
    expect(unmatched.filter((l) => l.startsWith('http_request_duration_seconds_count'))).toEqual([
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 2',
    ]);
    expect(text).not.toContain('/no/such/path');
    // Scrapes are not counted in what they report.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports the stream subscribers open now, by topic', async () => {
    const a = await StreamClient.connect(server.url('/test/stream/each'));
    const b = await StreamClient.connect(server.url('/test/stream/each'));
    await a.until(() => server.hub.subscriberCounts().get(TOPIC) === 2, 'two subscribers');
    expect(sample(await metrics(), `stream_subscribers{topic="${TOPIC}"}`)).toBe(2);
    await a.close();
    await b.until(() => server.hub.subscriberCounts().get(TOPIC) === 1, 'one subscriber');
    expect(sample(await metrics(), `stream_subscribers{topic="${TOPIC}"}`)).toBe(1);
    await b.close();
  });

  it('samples the event-loop delay into a histogram: a thread held 80 ms shows as one late timer', async () => {
    const before = await metrics();
    const count = (text: string) => sample(text, 'nodejs_eventloop_delay_seconds_count') ?? 0;
    const over50ms = (text: string) =>
      count(text) - (sample(text, 'nodejs_eventloop_delay_seconds_bucket{le="0.05"}') ?? 0);
    const held = performance.now();
    while (performance.now() - held < 80); // the thread held, as a long synchronous task would
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await metrics();
    // The timer due during the 80 ms ran at least 70 ms late: in no bucket up to 50 ms.
    expect(over50ms(after) - over50ms(before)).toBeGreaterThanOrEqual(1);
    expect(count(after)).toBeGreaterThan(count(before));
    expect(after).toContain('# TYPE nodejs_eventloop_delay_seconds histogram');
  });

  it('records block commits: their time and the last height', async () => {
    server.app.metrics.blockCommitted(41, 0.003);
    server.app.metrics.blockCommitted(42, 0.07);
    const text = await metrics();
    expect(sample(text, 'block_height_committed')).toBe(42);
    expect(sample(text, 'block_commit_seconds_count')).toBe(2);
    expect(sample(text, 'block_commit_seconds_sum')).toBeCloseTo(0.073, 9);
    // 0.003 s falls in the 5 ms bucket, 0.07 s first in the 100 ms one.
    expect(sample(text, 'block_commit_seconds_bucket{le="0.005"}')).toBe(1);
    expect(sample(text, 'block_commit_seconds_bucket{le="0.05"}')).toBe(1);
    expect(sample(text, 'block_commit_seconds_bucket{le="0.1"}')).toBe(2);
  });
});
