// The explorer's build leaves out the parameter specs of the endpoint contract. An endpoint's
// `query` and `params` (contract/endpoints: parameter kinds, doc text, enum readers) are what the
// data node reads, checks and documents its routes from; the explorer takes only their types
// (the values a page may send), which compile away, fills a path from its `{name}` segments and
// leaves the checks to the node. Kept in, every spec and the enums and helpers it names would
// ride in the first route's JavaScript of every page that reads the endpoint. Blanked rather than cut: each character becomes a space (line breaks
// stay), so lines and columns, and with them the source map, stay the source's.
import { parseSync, Visitor, type Plugin } from 'vite';

/** The properties of a declaration that only the data node reads. */
const SPECS = new Set(['query', 'params']);

/** The endpoint modules (not their tests). */
const ENDPOINT_MODULE = /[\\/]contract[\\/]endpoints[\\/][^\\/]+(?<![.]test)[.]ts$/;

/** The ranges of `query` and `params` properties of `endpoint({...})` calls, each with its comma. */
function specRanges(code: string, id: string): [number, number][] {
  const { program, errors } = parseSync(id, code, { lang: 'ts' });
  if (errors.length > 0) return [];
  const ranges: [number, number][] = [];
  new Visitor({
    CallExpression(call) {
      const [declaration] = call.arguments;
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'endpoint') return;
      if (declaration?.type !== 'ObjectExpression') return;
      for (const property of declaration.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        if (property.key.type !== 'Identifier' || !SPECS.has(property.key.name)) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        ranges.push([property.start, property.end + (comma?.[0].length ?? 0)]);
      }
    },
  }).visit(program);
  return ranges;
}

/** The module with every endpoint's `query` and `params` blanked (undefined when none has). */
export function withoutParamSpecs(code: string, id: string): string | undefined {
  const ranges = specRanges(code, id);
  if (ranges.length === 0) return undefined;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + code.slice(at);
}

/** Vite plugin: the explorer's endpoint declarations without their parameter specs. */
export const serverOnlyParams = (): Plugin => ({
  name: 'server-only-params',
  // Before TypeScript is compiled: the blanks then sit where the source has the spec.
  enforce: 'pre',
  transform: {
    filter: { id: ENDPOINT_MODULE },
    handler(code, id) {
      const code2 = withoutParamSpecs(code, id);
      return code2 === undefined ? null : { code: code2, map: null };
    },
  },
});
