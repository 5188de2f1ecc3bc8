// Lint rule: a relative import never leaves its top-level product folder (src/, server/,
// contract/, e2e/); tooling (bench/, scripts/, root configs) may reach what it measures. The contract is reached only as `#contract/…` (package.json
// `imports`), and the explorer never reaches the server at all — so each half can be read,
// built and moved without the other.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const PRODUCT = new Set(['src', 'server', 'contract', 'e2e']);

function topLevel(file) {
  const rel = relative(ROOT, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossTopLevel = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their top-level folder.' },
    schema: [],
  },
  create(context) {
    const from = topLevel(context.filename);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.') || !PRODUCT.has(from)) return;
      const to = topLevel(resolve(dirname(context.filename), spec));
      if (to === from || to === null) return;
      context.report({
        node: node.source,
        message:
          to === 'contract'
            ? `Import the contract as '#contract/…', not through a relative path.`
            : `A relative import may not leave ${from}/ (this one reaches ${to}/).`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
