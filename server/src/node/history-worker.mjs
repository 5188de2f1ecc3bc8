// The history worker's entry (history-pipeline.ts starts it). A worker thread does not inherit
// the TypeScript loader its parent runs under (`node --import tsx`, tsx, Vitest): this plain
// module registers tsx in the worker, then loads the TypeScript worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./history-worker.ts');
