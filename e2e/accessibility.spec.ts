import type { Page } from '@playwright/test';
import { afterNextPaint, expect, test } from './fixtures/test.ts';
import { axeViolations } from './fixtures/axe.ts';
import { entityIds, PAGE_KINDS } from './fixtures/page-kinds.ts';

/*
 * Accessibility kept at zero: Deque's axe-core, WCAG 2.2 A and AA rules, over every kind of page
 * at a laptop's width (1280) and a phone's (390), light and dark. One visit per page kind; the
 * width and the colour scheme change on the loaded page (layout and palette follow at once, as
 * they do for a reader who turns the phone or switches the system theme).
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await afterNextPaint(page);
}

for (const kind of PAGE_KINDS) {
  test(`axe: ${kind.name} has no WCAG 2.2 AA violation at 1280 and 390 px, light and dark`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const url = kind.url(await entityIds(request));
    await page.setViewportSize(SIZES[0]);
    await page.goto(url);
    await settle(page);
    const found: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await afterNextPaint(page);
        for (const v of await axeViolations(page)) found.push(`${size.width} ${colorScheme}: ${v}`);
      }
    }
    expect(found, `axe violations on ${url}`).toEqual([]);
  });
}
