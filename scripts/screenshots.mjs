// `npm run screenshots`: takes the README's pictures on purpose, never as a side effect of
// `npm test`. Runs the end-to-end journeys that take them (Playwright in Chromium against the
// real data node, which playwright.config.ts starts with a pinned START_TIME and SEED on
// E2E_PORT), then makes each PNG a 256-colour palette image (sharp's libimagequant) and writes
// exactly these files to docs/screenshots/, removing any other. A palette keeps text and flat
// UI colours sharp where JPEG or lossy WebP would blur them, and GitHub shows PNG everywhere.
//
//   E2E_PORT=3290 npm run screenshots
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

/** Largest file kept in the repository. */
export const MAX_BYTES = 200 * 1024;

/**
 * The README's pictures: the file in docs/screenshots/, the e2e spec whose journey takes it,
 * and, for a full-page shot of a long page, the height kept from its top.
 */
export const README_SCREENSHOTS = [
  { name: 'market', spec: 'e2e/markets.spec.ts' },
  { name: 'transaction', spec: 'e2e/transactions.spec.ts' },
  { name: 'orders', spec: 'e2e/orders.spec.ts' },
  { name: 'party', spec: 'e2e/parties.spec.ts' },
  { name: 'home', spec: 'e2e/home.spec.ts' },
  { name: 'validators', spec: 'e2e/validators.spec.ts' },
  { name: 'orders-new-rows', spec: 'e2e/live-lists.spec.ts' },
  { name: 'asset-detail', spec: 'e2e/assets.spec.ts', maxHeight: 1400 },
  { name: 'blocks-1280-light', spec: 'e2e/blocks.spec.ts' },
  { name: 'block-1280-light', spec: 'e2e/blocks.spec.ts' },
  { name: 'market-chart-1280-dark', spec: 'e2e/market-charts.spec.ts' },
  { name: 'market-depth-1280-light', spec: 'e2e/market-charts.spec.ts' },
];

/** A palette PNG of `input` at most MAX_BYTES: fewer colours only when 256 do not fit. */
async function optimise(input, maxHeight) {
  const { width, height } = await sharp(input).metadata();
  for (const colours of [256, 128, 64]) {
    let image = sharp(input);
    if (maxHeight && height > maxHeight)
      image = image.extract({ left: 0, top: 0, width, height: maxHeight });
    const out = await image
      .png({ palette: true, colours, quality: 90, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (out.length <= MAX_BYTES) return { out, colours };
  }
  throw new Error(`${input}: over ${MAX_BYTES / 1024} KB even with 64 colours`);
}

async function main(root) {
  const specs = [...new Set(README_SCREENSHOTS.map((s) => s.spec))];
  // A busy machine makes a journey slow, not wrong: each gets 2 minutes and two retries here
  // (the pictures are what this run is for; `npm test` keeps the journeys' own time limits).
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--retries=2', '--timeout=120000', ...specs],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) {
    console.error('screenshots: the journeys failed; docs/screenshots/ left as it was.');
    process.exit(run.status ?? 1);
  }
  const target = join(root, 'docs/screenshots');
  const kept = new Set(README_SCREENSHOTS.map((s) => `${s.name}.png`));
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target))
    if (!kept.has(entry)) rmSync(join(target, entry), { recursive: true, force: true });
  for (const { name, maxHeight } of README_SCREENSHOTS) {
    const input = join(root, 'test-results/screenshots', `${name}.png`);
    const before = statSync(input).size;
    const { out, colours } = await optimise(input, maxHeight);
    writeFileSync(join(target, `${name}.png`), out);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(`${name}.png: ${kb(before)} → ${kb(out.length)} (${colours} colours)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  await main(resolve(dirname(new URL(import.meta.url).pathname), '..'));
}
