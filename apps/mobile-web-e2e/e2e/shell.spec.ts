import { expect, test } from '@playwright/test';

// These journeys switch the platform's global state (maintenance), so they run one at a time.
test.describe.configure({ mode: 'serial' });

test('the maintenance switch shows the maintenance page, and switching it off brings the app back', async ({
  page,
  request,
}) => {
  await page.goto('/m/home');
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();

  await request.post('/dev/status', { data: { maintenance: true, regionRestriction: false } });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  } finally {
    await request.post('/dev/status', { data: { maintenance: false, regionRestriction: false } });
  }
  await page.reload();
  await expect(page.getByRole('main', { name: 'mweb' })).toBeVisible();
});

test('a first visit during maintenance shows the maintenance page, never home before it', async ({
  page,
  request,
}) => {
  // Whether home (its heading) was ever in the page, however briefly, from the first parse on.
  await page.addInitScript(() => {
    const seen = { home: false };
    Object.assign(window, { homeSeen: seen });
    new MutationObserver(() => {
      if (document.getElementById('home-title')) seen.home = true;
    }).observe(document, { subtree: true, childList: true });
  });
  // The status answers only once the dictionaries are in: an app that rendered as soon as it could
  // speak would show home first.
  let dictionariesLoaded!: () => void;
  const dictionaries = new Promise<void>((resolve) => {
    dictionariesLoaded = resolve;
  });
  page.on('requestfinished', (finished) => {
    if (/\/assets\/common-[\w-]+\.js$/.test(finished.url())) dictionariesLoaded();
  });
  await page.route('**/wps/v2/system/status?*', async (route) => {
    await dictionaries;
    await route.continue();
  });
  await request.post('/dev/status', { data: { maintenance: true, regionRestriction: false } });
  try {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { homeSeen: { home: boolean } }).homeSeen),
    ).toEqual({ home: false });
  } finally {
    await request.post('/dev/status', { data: { maintenance: false, regionRestriction: false } });
  }
});

test('the region restriction shows the access-denied page with the caller’s address', async ({
  page,
  request,
}) => {
  await request.post('/dev/status', { data: { maintenance: false, regionRestriction: true } });
  try {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
  } finally {
    await request.post('/dev/status', { data: { maintenance: false, regionRestriction: false } });
  }
});

test('the theme persists across a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.getByRole('switch', { name: 'Theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('Urdu switches the page to right to left, and it stays so after a reload', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: /Switch language/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'مرکزی مینو' })).toContainText('ہوم');
});

test('the first page of a visit shows at once; the pages after it fade in', async ({ page }) => {
  // The names of the CSS animations that start, from the page's first moment on.
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { animationsStarted: started });
    document.addEventListener('animationstart', (event) => started.push(event.animationName));
  });
  const pageFades = () =>
    page.evaluate(
      () =>
        (window as unknown as { animationsStarted: string[] }).animationsStarted.filter((name) =>
          name.includes('page-fade'),
        ).length,
    );
  await page.goto('/m/home');
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%' }).first()).toBeVisible();
  expect(await pageFades()).toBe(0);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').nth(1).click();
  await expect(page).not.toHaveURL(/\/m\/home$/);
  await expect.poll(pageFades).toBe(1);
});

test('the home page shows the header and the bottom menu', async ({ page }) => {
  await page.goto('/m/index.html');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
