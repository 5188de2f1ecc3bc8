import { afterNextPaint, expect, screenshot, test } from './fixtures/test.ts';
import { overflowOutsideScrollBoxes } from './fixtures/overflow.ts';

/*
 * /api/docs in Chromium: it lists every path of /api/openapi.json, runs under the strict CSP
 * with no script (a CSP violation would be a console error, which fails the test), and keeps its
 * content in view at a phone's and a laptop's width, light and dark.
 */

test('/api/docs lists every path of /api/openapi.json and fits 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const openApi = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  const paths = Object.keys(openApi.paths).sort();
  expect(paths.length).toBeGreaterThan(80);

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('h1')).toHaveText('Trading Network Data API');
  await expect(page.locator('a[href="/api/openapi.json"]')).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);

  const listed = await page.locator('code.path').allTextContents();
  expect([...listed].sort()).toEqual(paths);

  // Open an enum's values and a response schema so the screenshots show them too.
  const orders = page.locator('section.op', {
    has: page.locator('code.path', { hasText: /^\/api\/v2\/orders$/ }),
  });
  await orders.locator('details', { hasText: 'values' }).first().locator('summary').click();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await afterNextPaint(page);
      expect(await overflowOutsideScrollBoxes(page), `${width} px ${scheme}`).toEqual([]);
      await page.screenshot({ path: screenshot(`pages/api-docs-${width}-${scheme}`) });
      await orders.scrollIntoViewIfNeeded();
      await orders.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await afterNextPaint(page);
      await page.screenshot({ path: screenshot(`pages/api-docs-orders-${width}-${scheme}`) });
    }
  }
  // The whole page scrolls vertically only, at the narrowest width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await afterNextPaint(page);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
