import { describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { growFilesInPlace } from './pglite-file-growth.ts';

type FileNode = { contents: Uint8Array | null; usedBytes: number };

/** A stand-in for PGlite's Module with the one MEMFS function the module replaces. */
function memfs() {
  const fs = { expandFileStorage: (_node: FileNode, _size: number) => {} };
  growFilesInPlace({ Module: { MEMFS: fs } } as unknown as PGlite);
  return fs;
}

const MB = 2 ** 20;

describe('in-memory PGlite files', () => {
  it('grow a file past 1 MB in place: the same buffer, its bytes kept, no copy', () => {
    const fs = memfs();
    const node: FileNode = { contents: null, usedBytes: 0 };
    fs.expandFileStorage(node, 2 * MB);
    const first = node.contents!;
    expect(first.length).toBeGreaterThanOrEqual(2 * MB);
    first[2 * MB - 1] = 42;
    node.usedBytes = 2 * MB;
    fs.expandFileStorage(node, 40 * MB);
    // One storage all along: the view tracks the buffer's new length.
    expect(node.contents).toBe(first);
    expect(node.contents!.length).toBeGreaterThanOrEqual(40 * MB);
    expect(node.contents![2 * MB - 1]).toBe(42);
    expect(node.contents![40 * MB - 1]).toBe(0);
  });

  it('copy a small file into a larger array, as Emscripten does, keeping its bytes', () => {
    const fs = memfs();
    const node: FileNode = { contents: Uint8Array.from([1, 2, 3]), usedBytes: 3 };
    fs.expandFileStorage(node, 1000);
    expect(node.contents!.length).toBeGreaterThanOrEqual(1000);
    expect([...node.contents!.subarray(0, 4)]).toEqual([1, 2, 3, 0]);
  });

  it('move a file that grows past 1 MB from its copied array to a resizable one, once', () => {
    const fs = memfs();
    const node: FileNode = { contents: new Uint8Array(512 * 1024).fill(7), usedBytes: 512 * 1024 };
    fs.expandFileStorage(node, 3 * MB);
    const moved = node.contents!;
    expect(moved[512 * 1024 - 1]).toBe(7);
    expect(moved[512 * 1024]).toBe(0);
    fs.expandFileStorage(node, 5 * MB);
    expect(node.contents).toBe(moved);
  });

  it('leave a file alone when it already has room', () => {
    const fs = memfs();
    const contents = new Uint8Array(4096);
    const node: FileNode = { contents, usedBytes: 10 };
    fs.expandFileStorage(node, 4000);
    expect(node.contents).toBe(contents);
  });
});
