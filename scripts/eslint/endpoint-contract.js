// Lint rule: the explorer reaches the data node's REST endpoints only through the endpoint
// contract (contract/endpoints), by way of its one entry point, src/entities/endpoint/ (its
// queries derive every key from an endpoint's name and parameters). Anywhere else in src/ it
// reports:
//   - a string or template literal holding an `/api/v2/` path: a request written by hand;
//   - a query key written by hand: an array literal given as `queryKey`, or as the key of a
//     QueryClient call (getQueryData, setQueryData, invalidateQueries, …).
// Tests (`*.test.ts(x)`, src/testing/) play the node's part and name its paths; comments are
// not read.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../src');

const API_PATH = /\/api\/v2\//;

/** QueryClient methods whose first argument is a query key (or a filter holding one). */
const KEYED_CALLS = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
  'isFetching',
  'setQueriesData',
  'getQueriesData',
]);

/** Whether a file is explorer code outside the entry point and the tests. */
function checked(file) {
  const rel = relative(SRC, file).split(sep).join('/');
  if (rel.startsWith('..')) return false;
  if (rel.startsWith('entities/endpoint/') || rel.startsWith('testing/')) return false;
  return !/\.test\.tsx?$/.test(rel);
}

/** A literal's text (a template's parts joined around its expressions), else undefined. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('x');
  return undefined;
}

const isArray = (node) => node?.type === 'ArrayExpression';

/** @type {import('eslint').Rule.RuleModule} */
export const endpointContract = {
  meta: {
    type: 'problem',
    docs: { description: 'REST paths and query keys only through the endpoint contract.' },
    schema: [],
  },
  create(context) {
    if (!checked(context.filename)) return {};
    const report = (node, what) =>
      context.report({
        node,
        message: `${what} outside src/entities/endpoint/: reach the endpoint through its declaration in contract/endpoints and endpointQuery/endpointPages (scripts/eslint/endpoint-contract.js).`,
      });
    function checkText(node) {
      const text = literalText(node);
      if (text !== undefined && API_PATH.test(text)) report(node, 'An /api/v2/ path');
    }
    return {
      Literal: checkText,
      TemplateLiteral: checkText,
      Property(node) {
        const key = node.key;
        const name = key.type === 'Identifier' ? key.name : key.value;
        if (!node.computed && name === 'queryKey' && isArray(node.value))
          report(node.value, 'A query key written by hand');
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (KEYED_CALLS.has(callee.property.name) && isArray(node.arguments[0]))
          report(node.arguments[0], 'A query key written by hand');
      },
    };
  },
};
