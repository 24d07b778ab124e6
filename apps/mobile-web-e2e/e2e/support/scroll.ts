import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time, as a player would, until `target` exists, then brings it into
 * view. Home renders its lower sections only as they near the screen, so they are not in the page
 * until the player gets there.
 */
export async function scrollUntilShown(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return false;
      },
      { timeout: 30_000, intervals: [250], message: 'scrolled down until it showed' },
    )
    .toBe(true);
  await target.first().scrollIntoViewIfNeeded();
}
