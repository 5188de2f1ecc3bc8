import { ChainRunner } from './src/chain/chain-runner.ts';
import { loadGenesis } from './src/chain/genesis/load-genesis.ts';
import { initialiseChainState } from './src/store/genesis-state.ts';
import { migrate } from './src/store/migrate.ts';
import { openDatabase } from './src/store/database.ts';
const genesis = await loadGenesis();
const db = await openDatabase({});
await migrate(db); await initialiseChainState(db, genesis);
const chain = new ChainRunner({ genesis, db, seed: 's', blockIntervalMs: 1000, historyBlocks: 200, startTime: 1_767_225_600_000_000_000n, manual: true });
const c = chain as any;
for (const name of ['commit', 'maintain']) {
  const orig = c[name].bind(chain);
  c[name] = async (...a: unknown[]) => { const t = performance.now(); await orig(...a); if (0) console.log(name, chain.progress().height, (performance.now() - t).toFixed(0)); };
}
const origStep = c.step.bind(chain); let maxStep = 0;
c.step = (...a: unknown[]) => { const t = performance.now(); const r = origStep(...a); maxStep = Math.max(maxStep, performance.now() - t); return r; };
let last = performance.now(); let maxGap = 0; const gaps: number[] = [];
const iv = setInterval(() => { const n = performance.now(); gaps.push(n - last); maxGap = Math.max(maxGap, n - last); last = n; }, 5);
await chain.start();
clearInterval(iv); gaps.sort((a, b) => a - b);
console.log('gap p50', gaps[Math.floor(gaps.length/2)].toFixed(0), 'p99', gaps[Math.floor(gaps.length*0.99)].toFixed(0), 'max', maxGap.toFixed(0));
console.log('max step', maxStep.toFixed(0));
