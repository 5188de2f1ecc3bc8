// `npm run lint:cycles`: fails when modules of src/, server/ or contract/ import each other in a
// circle. Imports are resolved by TypeScript itself (the repo's tsconfig: `.ts` extensions,
// `#contract/…` through package.json `imports`), so the graph is exactly what tsc compiles; a
// type-only import counts too, since a circle of types is still two modules that cannot be
// read, moved or tested apart. No dependency beyond typescript, and about a second to run.
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

const files = FOLDERS.flatMap((folder) => [...sourceFiles(join(ROOT, folder))]);
const known = new Set(files);
const edges = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
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

if (circles.length === 0) {
  console.log(`no import circles in ${files.length} modules of ${FOLDERS.join(', ')}`);
} else {
  for (const circle of circles) {
    console.error(`import circle:\n  ${circle.map((f) => relative(ROOT, f)).sort().join('\n  ')}`);
  }
  process.exitCode = 1;
}
