// Lint rule: a feature (src/features/<name>/) never imports another feature — what two
// features share lives in src/entities/ (or api/, components/, lib/) — and an entity never
// imports a feature. Paths are resolved, so `../../markets/x` and `../../../features/markets/x`
// are both caught whatever the depth of the importing file.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** ['features', 'markets'] for src/features/markets/…; null outside src/. */
function zoneOf(file) {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] !== 'src') return null;
  return [parts[1], parts.length > 3 ? parts[2] : undefined];
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import entities, never each other; entities never features.' },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from || (from[0] !== 'features' && from[0] !== 'entities')) return {};
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = zoneOf(resolve(dirname(context.filename), spec));
      if (!to || to[0] !== 'features') return;
      if (from[0] === 'entities') {
        context.report({
          node: node.source,
          message: `An entity never imports a feature (this one reaches features/${to[1]}/).`,
        });
      } else if (to[1] !== from[1]) {
        context.report({
          node: node.source,
          message: `features/${from[1]}/ may not import features/${to[1]}/: share it through src/entities/.`,
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
