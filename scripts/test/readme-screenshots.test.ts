import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_BYTES, README_SCREENSHOTS } from '../screenshots.mjs';

/*
 * The repository keeps only the pictures the README shows, each small (`npm run screenshots`
 * takes and optimises them; end-to-end runs leave theirs in the ignored test-results/).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FOLDER = `${ROOT}docs/screenshots/`;
const readme = readFileSync(`${ROOT}README.md`, 'utf8');

describe("the README's screenshots", () => {
  it('are the pictures the screenshot script takes, and nothing else is kept', () => {
    const shown = [...readme.matchAll(/\]\(docs\/screenshots\/([^)]+)\)/g)].map((m) => m[1]);
    const taken = README_SCREENSHOTS.map((s) => `${s.name}.png`);
    expect([...shown].sort()).toEqual([...taken].sort());
    expect(readdirSync(FOLDER).sort()).toEqual([...taken].sort());
    expect(taken.length).toBeLessThanOrEqual(12);
  });

  it('are each at most 200 KB, 3 MB together', () => {
    expect(MAX_BYTES).toBe(200 * 1024);
    const sizes = readdirSync(FOLDER).map((f) => [f, statSync(FOLDER + f).size] as const);
    for (const [file, size] of sizes) expect(size, file).toBeLessThanOrEqual(200 * 1024);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(total).toBeLessThanOrEqual(3 * 1024 * 1024);
  });
});
