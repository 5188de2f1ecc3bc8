// Lint rule: the data node's zones (server/src/) import only what their job needs. Each zone's
// folder has a CONTEXT.md saying what lives there and where a new thing goes.
//
//   chain/engine  the network's rules, a pure function of state + transactions → a block's
//                 output: its own modules, the contract, zod, node:crypto. No I/O, no agents.
//   chain/agents  the simulated participants: the engine and themselves.
//   chain/*.ts    one block of the simulation (agents + engine).
//   node/         the runner: engine, agents, the chain's block, the store. Not the transport.
//   store/        SQL, keyset paging, migrations: the engine's output types, the database
//                 drivers. Not http, routes, streams, the node or the agents.
//   http/         transport: the store and the engine's output types. Never routes or streams.
//   routes/       thin: http + store (+ the candle definitions). Never the chain or the node.
//   streams/      http + store + the engine's output types. Never routes or the node.
//   roles/        the processes (all, chain, api, scaled): the runner, the store, the transport,
//                 the streams, the app and the config. Never a route or the simulation itself.
//   app.ts        the HTTP application: the transport, the routes, the streams, the store and
//                 the config. Never the runner, the chain or a role.
//   config.ts     the settings read from the environment: zod and node: only.
//   server.ts     the entry point: the config, the roles, the runner's start-up and the store.
// A file under server/src in none of these is reported: a new folder gets its rule here first.
// Database drivers and SQL text are kept in store/ by sql-in-store.js.
//
// Paths are resolved (not matched as text), so a folder that happens to share a zone's name
// cannot slip through or be blocked by mistake. Test files may also use the test tools, the
// shared helpers in server/test/ and the genesis file loader (node/genesis-file.ts), and the
// engine's tests may drive the rules with the simulation (chain/run-block.ts).
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../server/src');

/** The files at server/src's top level, each a zone of its own. */
const ROOT_FILES = {
  'app.ts': 'app',
  'config.ts': 'config',
  'config.test.ts': 'config',
  'server.ts': 'entry',
};
const FOLDERS = ['node', 'store', 'http', 'routes', 'streams', 'roles'];

/** The zone of a file under server/src ('unzoned' when it has none), or null outside it. */
function zoneOf(file) {
  const rel = relative(SRC, file).split(sep).join('/');
  if (rel.startsWith('..')) return rel.startsWith('../test/') ? 'server-test' : null;
  if (rel.startsWith('chain/engine/')) return 'engine';
  if (rel.startsWith('chain/agents/')) return 'agents';
  if (/^chain\/[^/]+$/.test(rel)) return 'chain';
  const top = rel.split('/')[0];
  if (FOLDERS.includes(top)) return top;
  return ROOT_FILES[rel] ?? 'unzoned';
}

const PURE = ['#contract/', 'zod', 'node:crypto'];
const WEB = ['fastify', '@fastify/'];
const TEST_TOOLS = ['vitest', 'fast-check', 'node:'];

/** zone → { zones it may import, packages it may import (prefixes; '*' = any but `deny`) }. */
const RULES = {
  engine: { zones: ['engine'], packages: PURE },
  agents: { zones: ['engine', 'agents'], packages: PURE },
  chain: { zones: ['engine', 'agents', 'chain'], packages: PURE },
  node: { zones: ['engine', 'chain', 'store', 'node'], packages: ['*'], deny: WEB },
  store: { zones: ['engine', 'store'], packages: ['*'], deny: WEB },
  http: { zones: ['engine', 'store', 'http'], packages: ['*'] },
  routes: { zones: ['http', 'store', 'routes'], packages: ['*'] },
  streams: { zones: ['engine', 'http', 'store', 'streams'], packages: ['*'] },
  roles: {
    zones: ['engine', 'node', 'store', 'http', 'streams', 'app', 'config', 'roles'],
    packages: ['*'],
  },
  app: { zones: ['http', 'routes', 'streams', 'store', 'config'], packages: ['*'] },
  config: { zones: ['config'], packages: ['zod', 'node:'] },
  entry: { zones: ['config', 'node', 'roles', 'store'], packages: ['*'] },
};
/** Single engine modules the routes may read: definitions of the API, not rules. */
const ROUTES_MAY_READ = ['chain/engine/trading/candle-buckets.ts'];

/** What any test may use for its setup: the simulation's block and the committed genesis. */
const TESTS_MAY_READ = ['node/genesis-file.ts'];

const isTest = (file) => /\.test\.ts$|test-support\.ts$|[/\\]test-network\.ts$/.test(file);
const matches = (spec, p) =>
  spec === p || spec.startsWith(p.endsWith('/') || p.endsWith(':') ? p : `${p}/`);
const startsWithAny = (spec, prefixes) => prefixes.some((p) => matches(spec, p));

/** @type {import('eslint').Rule.RuleModule} */
export const serverZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Each zone of server/src imports only what its job needs.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (from === 'unzoned')
      return {
        Program(node) {
          context.report({
            node,
            message: `server/src/${relative(SRC, file).split(sep).join('/')} is in no server zone; give it one in scripts/eslint/server-zones.js.`,
          });
        },
      };
    const rule = RULES[from];
    if (!rule) return {};
    const test = isTest(file);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        const to = zoneOf(target);
        if (to === null || rule.zones.includes(to)) return;
        const rel = relative(SRC, target).split(sep).join('/');
        if (test && (to === 'server-test' || TESTS_MAY_READ.includes(rel))) return;
        if (test && from === 'engine' && to === 'chain') return;
        if (from === 'routes' && ROUTES_MAY_READ.includes(rel)) return;
        context.report({
          node: node.source,
          message: `server zone '${from}' may not import from '${to}' (${rel}); see scripts/eslint/server-zones.js.`,
        });
        return;
      }
      const allowed =
        (rule.packages.includes('*')
          ? !startsWithAny(spec, rule.deny ?? [])
          : startsWithAny(spec, rule.packages)) ||
        (test && startsWithAny(spec, TEST_TOOLS));
      if (!allowed) {
        context.report({
          node: node.source,
          message: `server zone '${from}' may not import '${spec}'; see scripts/eslint/server-zones.js.`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
