import { expect, test, type Page } from '@playwright/test';

// The platform's answers with hostile links put in, as a compromised or misconfigured gateway
// would send them: the app must never go there by itself.
const HOSTILE = 'https://evil.example/';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function serveHostileLinks(page: Page, links: { banner: string; service: string }) {
  await page.route('**/wps/v2/system/status?*', async (route) => {
    const response = await route.fetch();
    const status: unknown = await response.json();
    const value = isRecord(status) ? status['value'] : null;
    const info = isRecord(value) ? value['info'] : null;
    if (!isRecord(info)) throw new Error('The platform answered no status.');
    info['customerService'] = [
      { csType: 'CS', path: links.service },
      { csType: 'LIVECHAT', path: links.service },
    ];
    await route.fulfill({ response, json: status });
  });
  await page.route('**/wps/relay/CCSFE_getListAnnouncements?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: [
          {
            id: 901,
            title: 'Hostile banner',
            content: '<p>Win</p>',
            type: 'B',
            groupName: 'm_home',
            announcementImages: [],
            linkageType: 'URL',
            linkage: links.banner,
            read: false,
          },
        ],
      },
    }),
  );
}

/** Every page the app opens besides its own. */
function openedPages(page: Page): string[] {
  const opened: string[] = [];
  page.context().on('page', (other) => opened.push(other.url()));
  return opened;
}

test('a banner to a foreign host waits for the player, naming the host', async ({ page }) => {
  await serveHostileLinks(page, { banner: HOSTILE, service: HOSTILE });
  const opened = openedPages(page);
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Hostile banner', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leaving the app' });
  await expect(dialog).toContainText('You are leaving for evil.example.');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  expect(opened).toEqual([]);
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const disguised of ['//evil.example/', '/\\evil.example/', 'http://127.0.0.1.evil.example/']) {
  test(`a banner and customer service linking to ${disguised} are refused`, async ({ page }) => {
    await serveHostileLinks(page, { banner: disguised, service: disguised });
    const opened = openedPages(page);
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Hostile banner', exact: true }).click();
    await expect(page.getByText('This link cannot be opened.')).toBeVisible();
    const service = page.getByRole('button', { name: 'Customer service' });
    if ((await service.count()) > 0) await service.first().click();
    expect(opened).toEqual([]);
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test('help content cannot cover the screen: the back button stays on top', async ({ page }) => {
  await page.route('**/wps/system/helpCenter?*', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: [
          {
            title: 'Deposits',
            children: [
              {
                title: 'Hostile item',
                content:
                  '<div style="position:fixed;inset:0;z-index:99999;background-color:red">Cover</div>',
              },
            ],
          },
        ],
      },
    }),
  );
  await page.goto('/m/helpDetail?p=0&c=0');
  await expect(page.getByText('Cover')).toBeVisible();
  const back = page.getByRole('button', { name: 'Back' });
  const box = await back.boundingBox();
  expect(box).not.toBeNull();
  // Whatever the content paints, a tap at the back button's centre lands on the back button.
  const onTop = await back.evaluate(
    (button, point) => button.contains(document.elementFromPoint(point.x, point.y)),
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(true);
});
