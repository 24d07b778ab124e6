// Steps the auth journeys share, through what a member sees: roles, labels and texts (English).
import { expect, type Locator, type Page } from '@playwright/test';
import { currentSlideGap } from './platform';

/** The home page's header. */
export function homeHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/**
 * The slide check's alternative to dragging: "Tap to verify instead", then a tap on the gap in the
 * server's picture (found by eye by a member, through the development controls here).
 */
export async function passSlideCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tap to verify instead' }).click();
  const picture = page.getByRole('button', { name: 'Tap where the piece fits' });
  const gap = await currentSlideGap(page);
  const box = await picture.boundingBox();
  if (!box) throw new Error('The slide picture is not laid out.');
  const scale = box.width / gap.trackWidth;
  await picture.click({
    position: { x: (gap.slideOffset + gap.pieceSize / 2) * scale, y: box.height / 2 },
  });
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
}

/** Fills the login form by username (already on /m/login) and sends it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await passSlideCheck(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in by username from /m/login and waits for the home page of the member. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
}

/**
 * Fails at once, and says why, when something lies beyond the phone's right edge. A mobile browser
 * widens its layout viewport to fit overflowing content, so innerWidth cannot tell: the phone's own
 * width (the project's viewport) does.
 */
export async function expectWithinPhoneWidth(page: Page, what: Locator, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const box = await what.boundingBox();
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(
    Math.round((box?.x ?? 0) + (box?.width ?? 0)),
    `${name} fits the phone's ${width} px`,
  ).toBeLessThanOrEqual(width);
}

/** Logs out with the header's logout icon, confirming the question, and waits to be a guest. */
export async function logOut(page: Page): Promise<void> {
  await homeHeader(page).getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expectWithinPhoneWidth(page, confirm, 'the Confirm button');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(homeHeader(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  // The session is gone from the browser too.
  expect(await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
}

/** Chooses a country dialing code in a mobile field's picker (e.g. `84`). */
export async function chooseDialingCode(page: Page, dialingCode: string): Promise<void> {
  await page.getByLabel('Country code').selectOption(`+${dialingCode}`);
}

/** The app's transient notice (toast) saying this. */
export function notice(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}
