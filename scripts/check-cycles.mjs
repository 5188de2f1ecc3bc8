// `npm run lint:cycles`: fails when modules of src/, server/ or contract/ import each other in a
// circle. Imports are resolved by TypeScript itself (the repo's tsconfig: `.ts` extensions,
// `#contract/…` through package.json `imports`), so the graph is exactly what tsc compiles.
// `import type` counts too (the price-monitoring ↔ price-walk circle ran through one): a
// circle of types is still modules that cannot be read or moved apart. KNOWN_CIRCLES may name
// a circle to tolerate while it is broken; a new one, or a listed one that grows, fails. No
// dependency beyond typescript, ~1 s.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FOLDERS = ['src', 'server', 'contract'];

const config = ts.readConfigFile(join(ROOT, 'tsconfig.base.json'), ts.sys.readFile).config;
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Module specifiers a file names: imports and re-exports (type-only too) and `import()`. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specs = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      specs.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

/**
 * Circles tolerated for now, each a sorted list of paths (none today). A listed circle may not
 * grow; better to break it than to list it.
 */
const KNOWN_CIRCLES = [].map((circle) => circle.join('\n'));

const files = FOLDERS.flatMap((folder) => [...sourceFiles(join(ROOT, folder))]);
const known = new Set(files);
const edges = new Map();
for (const file of files) {
  const targets = new Set();
  for (const fileName of importsOf(file)) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (resolved && known.has(resolved.resolvedFileName)) targets.add(resolved.resolvedFileName);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of more than one module (or a
// module importing itself) is a circle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(v) {
  indices.set(v, index);
  lowlinks.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)) {
    if (!indices.has(w)) {
      visit(w);
      lowlinks.set(v, Math.min(lowlinks.get(v), lowlinks.get(w)));
    } else if (onStack.has(w)) {
      lowlinks.set(v, Math.min(lowlinks.get(v), indices.get(w)));
    }
  }
  if (lowlinks.get(v) === indices.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v).includes(v)) circles.push(component);
  }
}
for (const file of files) if (!indices.has(file)) visit(file);

const names = circles.map((circle) =>
  circle
    .map((f) => relative(ROOT, f))
    .sort()
    .join('\n'),
);
const fresh = names.filter((name) => !KNOWN_CIRCLES.includes(name));
for (const name of fresh) console.error(`import circle:\n  ${name.replace(/\n/g, '\n  ')}`);
if (fresh.length > 0) {
  process.exitCode = 1;
} else {
  console.log(
    `no new import circle in ${files.length} modules of ${FOLDERS.join(', ')}` +
      (names.length ? ` (${names.length} known, listed in scripts/check-cycles.mjs)` : ''),
  );
}
