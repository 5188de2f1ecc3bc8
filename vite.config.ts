import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const DATA_NODE = process.env.DATA_NODE_URL ?? 'http://127.0.0.1:3008';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  server: {
    // `npm run dev`: the data node runs beside Vite; the explorer still talks to its own origin.
    proxy: {
      '/api': { target: DATA_NODE, ws: true },
      '/rest': DATA_NODE,
      '/health': DATA_NODE,
    },
  },
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
