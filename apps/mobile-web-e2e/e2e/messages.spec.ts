import { expect, test, type Page } from '@playwright/test';
import { logIn, notice } from './support/auth-steps';
import { createAccount, sendInboxMessage } from './support/platform';

/** The message centre's row for a screen, by its label. */
const row = (page: Page, label: string | RegExp) =>
  page.getByRole('main').getByRole('button', { name: label });

test("an announcement's read state survives a reload", async ({ page }) => {
  const account = await createAccount(page.request, { type: 1 });
  await logIn(page, account.username, account.password);
  // Types 1 and 2 reach the announcements from the bottom menu's fourth item.
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Announcements').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  // The address changes before the new screen is drawn: until then home's rows are in the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('button');
  await expect(first).toContainText('Unread');
  await first.click();
  await expect(first).toContainText('Read');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // The server has the mark once the list has reloaded with it.
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('main').getByRole('listitem').first().getByRole('button').textContent();
    })
    .not.toContain('Unread');
});

test('opening an inbox message lowers the badge', async ({ page }) => {
  const account = await createAccount(page.request);
  await sendInboxMessage(page.request, account.id, 'First news');
  await sendInboxMessage(page.request, account.id, 'Second news');
  await logIn(page, account.username, account.password);
  await page.goto('/m/message');
  // Beside the welcome every new account starts with.
  await expect(row(page, /Inbox/).getByRole('status')).toHaveAccessibleName('3 unread');
  await row(page, /Inbox/).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByRole('status', { name: '3 unread messages' })).toBeVisible();
  await page.getByRole('button', { name: /Second news/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Second news' });
  await expect(dialog).toContainText('Second news, sent for a journey.');
  await expect(page.getByRole('button', { name: /Second news .* Read$/ })).toBeAttached();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // At once, in the same visit (the read ends the sharing of the count's throttle), and again
  // on a fresh visit, from the platform.
  await expect(page.getByRole('status', { name: '2 unread messages' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status', { name: '2 unread messages' })).toBeVisible();
  await page.goBack();
  await expect(row(page, /Inbox/).getByRole('status')).toHaveAccessibleName('2 unread');
});

test('a trial member is refused the inbox', async ({ page }) => {
  const account = await createAccount(page.request, { type: 4 });
  await logIn(page, account.username, account.password);
  await page.goto('/m/message');
  await row(page, /Inbox/).click();
  await expect(notice(page, 'This function is not available for trial accounts')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
  await page.goto('/m/webEmail');
  await expect(notice(page, 'This function is not available for trial accounts')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("live chat reaches the platform's chat page", async ({ page }) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/message');
  await row(page, /Live chat/).click();
  await expect(page.getByText('Please wait, connecting to live chat…')).toBeVisible();
  // The member's own room, by a key that names nobody.
  await expect(page).toHaveURL(/\/platform\/chat\/[0-9a-f]{32}$/);
  await expect(page.getByText('No messages yet. An agent will write to you here.')).toBeVisible();
});

test('a chat URL on a foreign host is refused', async ({ page }) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.route('**/wps/relay/CBS_launchChat*', (route) =>
    route.fulfill({
      json: { success: true, value: { chatUrl: 'https://chat.evil.example/room' } },
    }),
  );
  await page.goto('/m/message');
  await row(page, /Live chat/).click();
  await expect(page.getByText('This link cannot be opened.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
});

/** The bottom menu's count on its announcements entry. */
const menuBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('status');

test('a message sent from the platform appears in the inbox and its badge counts it', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/message');
  // The welcome every new account starts with.
  await expect(row(page, /Inbox/).getByRole('status')).toHaveAccessibleName('1 unread');
  await sendInboxMessage(page.request, account.id, 'Fresh news');
  await page.reload();
  await expect(row(page, /Inbox/).getByRole('status')).toHaveAccessibleName('2 unread');
  await row(page, /Inbox/).click();
  await expect(page.getByRole('button', { name: /Fresh news/ })).toBeVisible();
  await expect(page.getByRole('status', { name: '2 unread messages' })).toBeVisible();
});

test('the bottom menu counts unread announcements and falls when one is read', async ({ page }) => {
  const account = await createAccount(page.request, { type: 1 });
  await logIn(page, account.username, account.password);
  const badge = menuBadge(page);
  // The seed's player notices, none read yet by a new member.
  await expect(badge).toHaveAccessibleName(/^\d+ unread$/);
  const before = Number.parseInt((await badge.textContent()) ?? '', 10);
  expect(before).toBeGreaterThan(1);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Announcements').click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Responsible gaming/ })
    .click();
  // The announcements screen has no bottom menu: the count is seen again back on the home page.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(badge).toHaveAccessibleName(`${before - 1} unread`);
});
