import { describe, expect, it } from 'vitest';
import { lint } from './lint-as.ts';

/*
 * SQL only in server/src/store/ (scripts/eslint/sql-in-store.js) and no source file over 300
 * lines (eslint.config.js, max-lines), each seen failing on a planted violation linted with the
 * repository's own configuration, and leaving alone what it must not touch.
 */

const OUTSIDE_STORE = /SQL text outside server\/src\/store\//;

const VIOLATIONS: [what: string, file: string, code: string, rule: string, message: RegExp][] = [
  [
    'a stream holding a query',
    'server/src/streams/violation.ts',
    "export const sql = 'SELECT id, record FROM orders_current WHERE market_id = $1';",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'a query built in a template around its columns',
    'server/src/streams/violation.ts',
    'export const sql = (cols: string) => `SELECT ${cols} FROM positions`;',
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'a role holding a condition',
    'server/src/roles/violation.ts',
    "export const live = \"status IN ('STATUS_ACTIVE', 'STATUS_PARKED')\";",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'a stream holding a sort order',
    'server/src/streams/routes/violation.ts',
    "export const order = 'created_ns DESC, id DESC';\nexport const tail = ' ORDER BY ' + order;",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'a route announcing a commit',
    'server/src/routes/violation.ts',
    "export const announce = (db: { query(s: string): unknown }) => db.query('NOTIFY blocks');",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'a lower-case statement handed to the database',
    'server/src/streams/violation.ts',
    "export const ids = (db: { query(s: string): unknown }) => db.query('select id from markets');",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'the runner writing a row',
    'server/src/node/violation.ts',
    "export const sql = 'INSERT INTO chain_meta (key, value) VALUES ($1, $2)';",
    'local/sql-in-store',
    OUTSIDE_STORE,
  ],
  [
    'the runner importing a database driver',
    'server/src/node/violation.ts',
    "export { default } from 'pg';",
    'local/sql-in-store',
    /Database driver 'pg' outside server\/src\/store\//,
  ],
  [
    'the transport importing the embedded database',
    'server/src/http/violation.ts',
    "export { PGlite } from '@electric-sql/pglite';",
    'local/sql-in-store',
    /Database driver '@electric-sql\/pglite'/,
  ],
  ...['src/lib', 'server/src/routes', 'server/test', 'contract', 'e2e', 'bench/ui', 'scripts'].map(
    (folder): (typeof VIOLATIONS)[number] => [
      `a file of 301 lines in ${folder}/`,
      `${folder}/violation.ts`,
      Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n'),
      'max-lines',
      /too many lines \(301\)\. Maximum allowed is 300/,
    ],
  ),
];

const ALLOWED: [what: string, file: string, code: string][] = [
  [
    'the store holding its SQL and its driver',
    'server/src/store/ok.ts',
    "export { default } from 'pg';\nexport const sql = 'SELECT id FROM markets WHERE id = $1';",
  ],
  [
    'a route describing a choice in words',
    'server/src/routes/ok.ts',
    "export const doc = 'Select a market from the list; where none is given, every market.';",
  ],
  [
    'a comment naming the statement the store runs',
    'server/src/roles/ok.ts',
    '// The writer announces each commit with NOTIFY blocks (store/outbox.ts).\nexport const x = 1;',
  ],
  [
    'a regular expression run with exec',
    'server/src/routes/ok.ts',
    'export const key = (name: string) => /^filters\\[(.*)\\]$/.exec(name)?.[1];',
  ],
  [
    'a test outside server/src reading a table',
    'server/test/ok.test.ts',
    "export const sql = 'SELECT count(*) FROM trades';",
  ],
  [
    'a file of 300 lines',
    'server/src/routes/ok.ts',
    Array.from({ length: 300 }, (_, i) => `export const line${i} = ${i};`).join('\n'),
  ],
];

describe('SQL only in the store, files of at most 300 lines', () => {
  it.each(VIOLATIONS)('reports %s', async (_what, file, code, rule, message) => {
    const reported = await lint(file, code);
    expect(reported, JSON.stringify(reported)).toContainEqual({
      rule,
      message: expect.stringMatching(message),
    });
  });

  it.each(ALLOWED)('lets %s pass', async (_what, file, code) => {
    const reported = (await lint(file, code)).filter(
      (m) => m.rule === 'local/sql-in-store' || m.rule === 'max-lines',
    );
    expect(reported).toEqual([]);
  });
});
