// Budget 4b: the JS heap stays flat across five mounts and unmounts of a live market page
// (growth between the first and the last mount ≤ 10 %).
import type { Browser, CDPSession } from '@playwright/test';
import { coldPage, sleep } from './browser.ts';
import { kb, log, mb, printTable, verdict } from './report.ts';

const GROWTH_BUDGET = 0.1;
const BOOK = 'table[aria-label="Order book"]';

/** JS heap in use after two forced collections (what survives is what is retained). */
async function heapAfterGc(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return {
    jsHeapUsed: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN,
    usedSize,
  };
}

/** Bytes of the page's heap by kind, from a V8 heap snapshot: what the growth is made of. */
async function heapByKind(cdp: CDPSession): Promise<Map<string, number>> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const kinds = new Map<string, number>();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt]!] ?? '?';
    const kind =
      type === 'code'
        ? 'compiled code and type feedback (V8)'
        : type === 'native'
          ? 'browser objects (DOM, performance entries)'
          : type.includes('string')
            ? 'strings'
            : 'JS objects, arrays, closures';
    kinds.set(kind, (kinds.get(kind) ?? 0) + snapshot.nodes[i + sizeAt]!);
  }
  return kinds;
}

export async function runHeapMounts(
  browser: Browser,
  base: string,
  marketId: string,
  mounts: number,
) {
  const { context, page } = await coldPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  const onMarket = async () => {
    await page.locator(`${BOOK}[data-sequence] tr.book-row`).first().waitFor();
    await sleep(3_000); // live: trades, market data and depth updates arrive meanwhile
    return (await heapAfterGc(cdp)).jsHeapUsed;
  };
  // Client-side navigation (a link, then Back): the market page unmounts, the app stays.
  const leave = async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assets' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Assets' }).waitFor();
    await sleep(1_000);
    return (await heapAfterGc(cdp)).jsHeapUsed;
  };
  // Warm-up round, not counted: the first visit compiles both pages' code and fills the
  // shared caches (markets, assets) that later visits reuse by design.
  log('heap: warm-up visit');
  await page.goto(`${base}/markets/${marketId}`);
  const warm = [await onMarket(), await leave()] as const;
  const mounted: number[] = [];
  const left: number[] = [];
  let kindsFirst = new Map<string, number>();
  for (let i = 1; i <= mounts; i += 1) {
    log(`heap: mount ${i}/${mounts}`);
    await page.goBack({ waitUntil: 'commit' });
    mounted.push(await onMarket());
    left.push(await leave());
    if (i === 1) kindsFirst = await heapByKind(cdp);
  }
  const kindsLast = await heapByKind(cdp);
  await context.close();
  const growth = (mounted.at(-1)! - mounted[0]!) / mounted[0]!;
  printTable(
    `JS heap (JSHeapUsedSize after forced GC), live market page mounted and left ${mounts} times (budget: growth ≤ 10 %)`,
    ['mount', 'on the market page', 'after leaving it'],
    [
      ['warm-up (not counted)', mb(warm[0]), mb(warm[1])],
      ...mounted.map((value, i) => [String(i + 1), mb(value), mb(left[i]!)]),
    ],
  );
  printTable(
    'Heap growth between the first and the last mount',
    ['first', 'last', 'growth', 'budget'],
    [
      [
        mb(mounted[0]!),
        mb(mounted.at(-1)!),
        `${(growth * 100).toFixed(1)} %`,
        verdict(growth <= GROWTH_BUDGET),
      ],
    ],
  );
  printTable(
    `What the heap gained between leaving the page the first and the last time (heap snapshots)`,
    ['kind', 'after mount 1', `after mount ${mounts}`, 'change'],
    [...kindsLast.keys()].map((kind) => {
      const before = kindsFirst.get(kind) ?? 0;
      const after = kindsLast.get(kind) ?? 0;
      return [
        kind,
        mb(before),
        mb(after),
        `${after >= before ? '+' : '−'}${kb(Math.abs(after - before))}`,
      ];
    }),
  );
  const grew = (kinds: string[]) =>
    kinds.reduce((sum, k) => sum + (kindsLast.get(k) ?? 0) - (kindsFirst.get(k) ?? 0), 0);
  const data = grew(['JS objects, arrays, closures', 'strings']);
  console.log(
    `\nThe page's own data (JS objects and strings) changed by ${data >= 0 ? '+' : '−'}${kb(Math.abs(data))} between the first and the last time the page was left.`,
  );
  return { warm, mounted, left, growth };
}
