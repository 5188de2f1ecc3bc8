import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the fault suite (kill -9, PostgreSQL restarted under the node, a full
 * disk). Apart from `npm test` (minutes of real processes); files are `*.faults.ts` so the
 * server project's `*.test.ts` never picks them up. One file at a time: they time real
 * processes on a shared machine.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'faults',
    environment: 'node',
    include: ['server/test/faults/**/*.faults.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
