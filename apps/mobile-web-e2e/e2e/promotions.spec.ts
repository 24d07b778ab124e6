import { expect, test, type Page } from '@playwright/test';
import { homeHeader, logIn, submitLogin } from './support/auth-steps';
import { createAccount } from './support/platform';

// These journeys are about the popups: they start with none closed before.
test.use({ storageState: { cookies: [], origins: [] } });

/** Lets the popup's 500 ms apply delay run out once the popup list has been answered. */
async function applyPopups(page: Page, load: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('CCSFE_getListAnnouncements') && response.url().includes('types=PU'),
  );
  await load();
  await answered;
  await page.clock.runFor(600);
}

test('a guest sees the B popup once, closes it, and not again after a reload', async ({ page }) => {
  await page.clock.install();
  await applyPopups(page, () => page.goto('/m/home'));
  const popup = page.getByRole('dialog', { name: 'New here?' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await applyPopups(page, () => page.reload());
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("a member's first login shows the A and F popups", async ({ page }) => {
  const account = await createAccount(page.request);
  await page.clock.install();
  await applyPopups(page, () => logIn(page, account.username, account.password));
  const popup = page.getByRole('dialog');
  await expect(popup).toHaveAccessibleName('Welcome back');
  await expect(popup.getByText('1 of 3')).toBeVisible();
  await popup.getByRole('button', { name: 'Next' }).click();
  await expect(popup).toHaveAccessibleName('First login gift');
  await popup.getByRole('button', { name: 'I know' }).click();
  await expect(popup).toBeHidden();
});

test('a guest reads a promotion; a member applies for it with a comment', async ({ page }) => {
  await page.goto('/m/activity');
  await page.getByRole('link', { name: /First deposit bonus/ }).click();
  await expect(page.getByRole('heading', { name: 'First deposit bonus', level: 1 })).toBeVisible();
  const account = await createAccount(page.request);
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // The login brings the member back to the promotion.
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/m\/activity\?id=401$/);
  await page.getByRole('textbox', { name: 'Comment' }).fill('My first deposit was today.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(page.getByText('Applying', { exact: true })).toBeVisible();
});

test('claiming a reward raises the balance and lowers the badge', async ({ page }) => {
  const account = await createAccount(page.request, { balance: 100 });
  const issued = await page.request.post('/dev/rewards', {
    data: { memberId: account.id, promotionId: 403, amount: 20 },
  });
  expect(issued.ok()).toBe(true);
  // Not the first login any more: the popups of a first login are another journey's.
  await page.addInitScript(() => {
    localStorage.setItem('SHELL_PU_A', '[301,303,304]');
  });
  await logIn(page, account.username, account.password);
  const header = homeHeader(page);
  await expect(header.getByLabel('Balance')).toHaveText('100');
  const rewards = page.getByRole('link', { name: /Reward centre/ });
  await expect(rewards).toContainText('1');
  await rewards.click();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('￥20.00 added to your balance')).toBeVisible();
  await expect(page.getByText('No rewards to claim')).toBeVisible();
  await page.goto('/m/home');
  await expect(header.getByLabel('Balance')).toHaveText('120');
  await expect(page.getByRole('link', { name: /Reward centre/ })).not.toContainText('1');
});

/** A real 1×1 png, made here rather than kept as a fixture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A member, logged in past the first-login popups, on the First deposit bonus's form. */
async function openApplication(page: Page): Promise<void> {
  const account = await createAccount(page.request);
  await page.addInitScript(() => {
    localStorage.setItem('SHELL_PU_A', '[301,303,304]');
  });
  await logIn(page, account.username, account.password);
  await page.goto('/m/activity?id=401');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
}

test('a member applies with an image, previewed before it is sent', async ({ page }) => {
  await openApplication(page);
  await page.getByRole('textbox', { name: 'Comment' }).fill('Receipt attached.');
  await page.getByLabel('Add images').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  const sent = page.waitForResponse((response) => response.url().includes('ACTFE_applyPromotion'));
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await sent).request().headers()['content-type']).toContain('multipart/form-data');
  await expect(page.getByText('Application sent')).toBeVisible();
  await expect(page.getByText('Applying', { exact: true })).toBeVisible();
});

test('an oversized or wrong-type image is refused with a message and the comment is kept', async ({
  page,
}) => {
  await openApplication(page);
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await comment.fill('Two tries.');
  const images = page.getByLabel('Add images');
  await images.setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('Only png or jpg images can be sent')).toBeVisible();
  const oversized = Buffer.alloc(5 * 1024 * 1024 + 1);
  TINY_PNG.copy(oversized);
  await images.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
  await expect(page.getByText('An image may be at most 5 MB')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeHidden();
  await expect(comment).toHaveValue('Two tries.');
});
