// What the API_WORKERS primary's hand-over costs: /health over a new connection each
// time, and over one kept-alive connection, against a single API process and against a
// cluster's port. Run both against the same database:
//   SINGLE=http://127.0.0.1:3302 CLUSTER=http://127.0.0.1:3303 npx tsx server/bench/sticky-cost.ts
import { Agent, get } from 'node:http';
import { percentile } from './bench-support.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);

function once(url: string, agent: Agent | false): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${url}/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    }).on('error', reject);
  });
}

for (const [name, url] of [
  ['single process', process.env.SINGLE ?? 'http://127.0.0.1:3302'],
  ['cluster port  ', process.env.CLUSTER ?? 'http://127.0.0.1:3303'],
] as const) {
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  for (const [mode, agent] of [
    ['new connection', false],
    ['kept alive    ', keepAlive],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await once(url, agent));
    console.log(
      `${name} ${mode}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
    );
  }
  keepAlive.destroy();
}
