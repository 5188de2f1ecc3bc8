import type { PGlite } from '@electric-sql/pglite';

/** The part of Emscripten's in-memory file system (MEMFS) this module replaces. */
interface MemFs {
  expandFileStorage(node: { contents: Uint8Array | null; usedBytes: number }, size: number): void;
}

/**
 * The largest file PostgreSQL writes: a relation is cut into 1 GB segment files (RELSEG_SIZE),
 * WAL segments are 16 MB. A file's storage reserves this much address space (not memory).
 */
const MAX_FILE_BYTES = 2 ** 30;
/** Files smaller than this grow by copying, as Emscripten grows them: their copies are small. */
const RESIZABLE_FROM = 2 ** 20;
/** Growth past the size asked for, so a file written page by page is not resized every page. */
export const FILE_GROWTH = 1.25;

/** The storages this module made resizable: only those are grown in place. */
const resizable = new WeakSet<Uint8Array>();

/**
 * In-memory PGlite only (on disk the OS grows the files): a data file past 1 MB lives in a
 * resizable ArrayBuffer (reserving up to 1 GB of address space, committing only what is used)
 * that grows in place. Emscripten grows a full file by copying it whole into a new array
 * (1.125× past 1 MB): a table growing to N bytes was copied ~9N bytes over its life, each copy
 * of a 100 MB file a synchronous copy and a new 100 MB allocation in the middle of a block's
 * commit, holding the thread that answers requests and setting off a major GC. Growing 1.25× by
 * copying still took 8 % of the embedded data node's CPU under the cache-hostile bench.
 */
export function growFilesInPlace(db: PGlite): void {
  const memfs = (db.Module as unknown as { MEMFS?: MemFs }).MEMFS;
  if (!memfs) return;
  memfs.expandFileStorage = (node, size) => {
    const contents = node.contents;
    const capacity = contents ? contents.length : 0;
    if (capacity >= size) return;
    const wanted = Math.min(Math.max(size, Math.ceil(capacity * FILE_GROWTH), 256), MAX_FILE_BYTES);
    if (contents && resizable.has(contents) && size <= MAX_FILE_BYTES) {
      // A length-tracking view: it spans the grown buffer at once.
      (contents.buffer as ArrayBuffer & { resize(bytes: number): void }).resize(wanted);
      return;
    }
    const grown =
      size >= RESIZABLE_FROM && size <= MAX_FILE_BYTES
        ? growable(wanted)
        : new Uint8Array(Math.max(size, wanted));
    if (contents) grown.set(contents.subarray(0, node.usedBytes));
    node.contents = grown;
  };
}

function growable(bytes: number): Uint8Array {
  const Resizable = ArrayBuffer as unknown as new (
    bytes: number,
    options: { maxByteLength: number },
  ) => ArrayBuffer;
  const view = new Uint8Array(new Resizable(bytes, { maxByteLength: MAX_FILE_BYTES }));
  resizable.add(view);
  return view;
}
