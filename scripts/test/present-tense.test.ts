import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findPastReferences } from '../check-present-tense.mjs';

/*
 * scripts/check-present-tense.mjs (in `npm run lint`): lines that point to past work by its
 * number or narrate history fail; the same words in their everyday sense pass. Each planted
 * line below is one a reader of the project found (or could find) in its code and documents.
 */

const SCRIPT = fileURLToPath(new URL('../check-present-tense.mjs', import.meta.url));

const FAILING: [line: string, rule: string][] = [
  ['// Budget (issue 10): the candles chart', 'numbered past work'],
  ['* same run (Issue 5’s fixed 150 KB before it)', 'numbered past work'],
  ['(docs/benchmarks.md, session 9).', 'numbered past work'],
  ['the quiet runs of sessions 9 and 10', 'numbered past work'],
  ['| restart | 2.1 s (issue #14) | met |', 'numbered past work'],
  ['* Issue 14, findings 5 and 6: a genesis written by an attacker.', 'numbered past work'],
  ['Figures of stop 3, rerun', 'numbered stop'],
  ['After: branch s11-i13 at 0da5ca7', "a past session's branch"],
  ['figures and notes of past sessions, kept for comparison.', 'work-log wording'],
  ['The paced run’s figure is new this session.', 'work-log wording'],
  ['main before the change, medians of 5', 'work-log wording'],
  [
    '// The simulation keeps the code whole (it used to cut it at its first dot).',
    'work-log wording',
  ],
  ['**Frames.** Until now `bench:ui` took rAF intervals', 'work-log wording'],
  ['The grouped upsert was fixed in sql-insert.ts.', 'work-log wording'],
];

const PASSING = [
  // A stream or HTTP session, a restart's figures, consensus rounds, issued things.
  'The stream session acknowledges each message before the next (stream-session.ts).',
  'clean stop 1.7 s (2,000: 1.7 s, ratio 1.00); clean stop 13.6 s, p99 126 ms',
  'CometBFT moves to round 2 when the proposer is late.',
  'The asset is issued in 6 decimals; a session cookie is never set.',
  'const stopped = stops.length > 0; // stop when asked',
  'Positions are used to size deposits (assets.ts).',
  'A market that no longer trades keeps its last market data.',
];

describe('the present-tense check', () => {
  it.each(FAILING)('fails on %j (%s)', (line, rule) => {
    expect(findPastReferences(`first line\n${line}\nlast line`)).toEqual([
      { line: 2, rule, text: line.trim() },
    ]);
  });

  it.each(PASSING)('passes %j', (line) => {
    expect(findPastReferences(line)).toEqual([]);
  });
});

describe('the present-tense check run on a project', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A git work tree holding `files`, checked as `npm run lint` checks this one. */
  function check(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'present-tense-'));
    execFileSync('git', ['init', '-q', dir]);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    return { status: run.status, stderr: run.stderr };
  }

  it('exits 1 and names the file, line and rule of a planted reference', () => {
    const { status, stderr } = check({
      'clean.ts': '// The order book redraws at most every 100 ms.\n',
      'planted.ts': 'export const x = 1;\n// Chunks for the first page (issue 5).\n',
    });
    expect(status).toBe(1);
    expect(stderr).toContain('planted.ts:2: numbered past work');
    expect(stderr).not.toContain('clean.ts');
  });

  it('exits 0 on a project that states the present', () => {
    const { status, stderr } = check({ 'clean.md': '# Budgets\n\nEvery budget, as measured.\n' });
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });
});
