import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { onCleanup } from './processes.ts';

/** Headless Chromium (Debian's, as the e2e run uses), closed by cleanup() whatever happens. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: run `node scripts/ensure-chromium.mjs`');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  return browser;
}

/** A fresh context: empty HTTP cache and storage, i.e. a cold visit. */
export async function coldPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx compiles this bench with esbuild's keepNames, which wraps inner functions in
  // `__name(fn, "name")`; functions handed to page.evaluate carry that call into the page.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  const page = await context.newPage();
  return { context, page };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
