import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

/** One file of a build's manifest (`build.manifest: true`). */
interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

export interface BuiltApp {
  outDir: string;
  manifest: Manifest;
  /** Rendered size of each module in each JS chunk, by file name (what the chunk holds). */
  modulesByFile: Map<string, Map<string, number>>;
}

/** gzip as a server would send it (zlib's default level), in bytes. */
export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length;

function collectModules(output: Rollup.RollupOutput): Map<string, Map<string, number>> {
  const byFile = new Map<string, Map<string, number>>();
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    const modules = new Map<string, number>();
    for (const [id, info] of Object.entries(item.modules)) modules.set(id, info.renderedLength);
    byFile.set(item.fileName, modules);
  }
  return byFile;
}

async function viteBuild(options: Parameters<typeof build>[0], outDir: string): Promise<BuiltApp> {
  const result = await build({
    ...options,
    logLevel: 'warn',
    build: { ...options?.build, outDir, emptyOutDir: true, manifest: true },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return { outDir, manifest, modulesByFile: collectModules(output) };
}

/** The explorer, built with the project's vite.config.ts as `npm run build` builds it. */
export const buildExplorer = (outDir: string) =>
  viteBuild({ configFile: resolve('vite.config.ts') }, outDir);

/** The bare React + react-router + react-query app of bench/ui/baseline. */
export const buildBaseline = (outDir: string) =>
  viteBuild({ configFile: false, root: resolve('bench/ui/baseline'), plugins: [react()] }, outDir);

/**
 * The JS files a route needs before it renders, from the manifest: the entry and its static
 * imports (index.html preloads them), plus the route's lazy chunk and its static imports.
 * Dynamic imports are not followed (they load later, when something asks for them).
 */
export function routeFiles(app: BuiltApp, routeSrc: string | undefined): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = app.manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const next of entry.imports ?? []) visit(next);
  };
  const entryKey = Object.keys(app.manifest).find((key) => app.manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  visit(entryKey);
  if (routeSrc) {
    if (!app.manifest[routeSrc]) throw new Error(`${routeSrc} is not in the manifest`);
    visit(routeSrc);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

export function fileGzip(app: BuiltApp, file: string): number {
  return gzipSize(readFileSync(join(app.outDir, file)));
}

/** What a set of chunks holds, by package (node_modules) or source folder, largest first. */
export function composition(app: BuiltApp, files: readonly string[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files) {
    for (const [id, length] of app.modulesByFile.get(file) ?? []) {
      totals.set(ownerOf(id), (totals.get(ownerOf(id)) ?? 0) + length);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function ownerOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  const local = /\/(contract|src)\/(.*)$/.exec(id);
  if (!local) return '(bundler runtime)';
  if (local[1] === 'contract') return 'contract';
  const parts = local[2]!.split('/');
  // src/features/<feature>/…, contract/…, src/<folder>/…
  const depth = parts[0] === 'features' ? 2 : 1;
  return `${local[1]}/${parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0]}`;
}
