import { describe, expect, it } from 'vitest';
import { lint } from './lint-as.ts';

/*
 * The explorer reaches REST endpoints only through the endpoint contract
 * (scripts/eslint/endpoint-contract.js): an `/api/v2/` path or a query key written by hand in
 * src/ outside src/entities/endpoint/ is reported, linted with the repository's own
 * configuration; the entry point, the tests and prose in comments are left alone.
 */

const RULE = 'local/endpoint-contract';

const VIOLATIONS: [what: string, file: string, code: string, message: RegExp][] = [
  [
    'a feature fetching a path of its own',
    'src/features/network/api/violation.ts',
    "export const path = '/api/v2/epoch';",
    /An \/api\/v2\/ path outside src\/entities\/endpoint\//,
  ],
  [
    'a path built in a template around an id',
    'src/features/markets/api/violation.ts',
    'export const path = (id: string) => `/api/v2/market/${id}`;',
    /An \/api\/v2\/ path/,
  ],
  [
    'an entity holding a path',
    'src/entities/market/violation.ts',
    "export const path = 'http://node:3008/api/v2/markets?pagination.first=10';",
    /An \/api\/v2\/ path/,
  ],
  [
    'a query key written by hand',
    'src/features/home/api/violation.ts',
    "export const q = { queryKey: ['home', 'epoch'], queryFn: () => 1 };",
    /A query key written by hand outside src\/entities\/endpoint\//,
  ],
  [
    'a hand-written key given to the query client',
    'src/features/parties/violation.ts',
    "export const drop = (c: { invalidateQueries(k: unknown): void }) => c.invalidateQueries(['parties', 'epoch']);",
    /A query key written by hand/,
  ],
  [
    'a hand-written key read from the cache',
    'src/streams/violation.ts',
    "export const read = (c: { getQueryData(k: unknown): unknown }) => c.getQueryData(['network', 'epoch']);",
    /A query key written by hand/,
  ],
];

const ALLOWED: [what: string, file: string, code: string][] = [
  [
    'the entry point deriving its keys',
    'src/entities/endpoint/ok.ts',
    "export const key = (name: string, params: object) => ({ queryKey: [name, params, 'pages'] });",
  ],
  [
    'a key taken from a query made by the entry point',
    'src/features/home/api/ok.ts',
    'export const again = (o: { queryKey: readonly unknown[] }) => ({ queryKey: o.queryKey });',
  ],
  [
    'a comment naming the endpoint a hook reads',
    'src/features/markets/live/ok.ts',
    '// The REST snapshot (`/api/v2/market/depth/{id}/latest`) under the stream.\nexport const x = 1;',
  ],
  [
    'a test answering for the node',
    'src/features/network/components/ok.test.tsx',
    "export const route = { '/api/v2/epoch': {} };\nexport const q = { queryKey: ['test'] };",
  ],
  [
    'the server naming its own routes',
    'server/src/routes/ok.ts',
    "export const path = '/api/v2/epoch';",
  ],
];

describe('REST paths and query keys only through the endpoint contract', () => {
  it.each(VIOLATIONS)('reports %s', async (_what, file, code, message) => {
    const reported = await lint(file, code);
    expect(reported, JSON.stringify(reported)).toContainEqual({
      rule: RULE,
      message: expect.stringMatching(message),
    });
  });

  it.each(ALLOWED)('lets %s pass', async (_what, file, code) => {
    const reported = (await lint(file, code)).filter((m) => m.rule === RULE);
    expect(reported).toEqual([]);
  });
});
