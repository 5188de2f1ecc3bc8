import type { PGlite } from '@electric-sql/pglite';

/** The part of Emscripten's in-memory file system (MEMFS) this module replaces. */
interface MemFs {
  expandFileStorage(node: { contents: Uint8Array | null; usedBytes: number }, size: number): void;
}

/**
 * Growth factor of an in-memory file's storage once it is full. Emscripten grows a file past
 * 1 MB by only 1.125×: each growth copies the whole file into a new array, so a table file
 * growing to N bytes is copied ~9N bytes over its life, and each copy of a 100 MB file (a
 * large table or index) is a new 100 MB allocation that sets off a major GC in the middle of a
 * block's commit: most live blocks slower than p95 were those (docs/benchmarks.md).
 * At 1.25× a file is copied ~5N bytes, in half as many growths, for at most a fifth of its
 * size unused. Measured quietly: 1.25× keeps live p99 98.4 ms (1.125×: 111.6) at
 * the RSS of 1.125× after 10,000 blocks (1,459 vs 1,461 MB); 1.5× gave p99 91.0 ms but 1,564 MB,
 * over the 1.5 GB budget.
 */
export const FILE_GROWTH = 1.25;

/** In-memory PGlite only: its data files grow FILE_GROWTH× at a time (on disk, the OS grows them). */
export function growFilesGeometrically(db: PGlite): void {
  const memfs = (db.Module as unknown as { MEMFS?: MemFs }).MEMFS;
  if (!memfs) return;
  memfs.expandFileStorage = (node, size) => {
    const capacity = node.contents ? node.contents.length : 0;
    if (capacity >= size) return;
    const grown = new Uint8Array(Math.max(size, Math.ceil(capacity * FILE_GROWTH), 256));
    if (node.contents) grown.set(node.contents.subarray(0, node.usedBytes));
    node.contents = grown;
  };
}
