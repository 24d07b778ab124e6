import { expect, test, type Page } from '@playwright/test';
import { homeHeader, logIn, notice, submitLogin } from './support/auth-steps';
import { createAccount, freshMobile, latestEmailCode, latestSmsCode } from './support/platform';

/** The smallest PNG there is: one pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the member reaches the security centre from the member centre and keeps their settings there', async ({
  page,
}) => {
  const mobile = freshMobile();
  const account = await createAccount(page.request, { mobile });
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Security centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/security$/);

  const personal = section(page, 'Personal information');
  await expect(personal).toContainText(account.username);
  await expect(personal).toContainText(`******${mobile.slice(-3)}`);

  // The payee name, once; a card in that name comes once a payment password protects it.
  await personal.getByRole('textbox', { name: 'Payee name' }).fill('Dev Player');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Change saved')).toBeVisible();
  await expect(personal.getByRole('form', { name: 'Set the payee name' })).toBeHidden();
  await expect(personal).toContainText('Dev Player');

  const cards = section(page, 'Bank cards');
  await expect(cards).toContainText('No bank card is bound yet.');
  await expect(cards).toContainText(
    'Set a payment password above, or add a passkey, to bind a card.',
  );

  // The payment password is proved by the login password.
  const passwords = section(page, 'Passwords');
  await passwords.getByLabel('Login password', { exact: true }).fill('not-my-password');
  await passwords.getByLabel('New payment password (6 digits)', { exact: true }).fill('246810');
  await passwords.getByRole('button', { name: 'Save' }).click();
  await expect(passwords).toContainText('The login password is incorrect.');
  await passwords.getByLabel('Login password', { exact: true }).fill(account.password);
  await passwords.getByRole('button', { name: 'Save' }).click();
  await expect(passwords).toContainText('Your payment password is set');

  // The card is confirmed as a withdrawal is: by the payment password.
  await cards.getByLabel('Bank name').fill('Journey Bank');
  await cards.getByLabel('Card number').fill('6222 0000 1111 2345');
  await cards.getByLabel('Payment password', { exact: true }).fill('246810');
  await cards.getByRole('button', { name: 'Bind a card' }).click();
  await expect(notice(page, 'Card bound')).toBeVisible();
  await expect(cards.getByRole('list')).toContainText('**** 2345');

  // The e-mail binding needs the code the platform sent to that address (its outbox, here).
  const email = section(page, 'E-mail binding');
  const address = `${account.username}@example.com`;
  await email.getByLabel('E-mail address').fill(address);
  await email.getByRole('button', { name: 'Get code' }).click();
  await expect(notice(page, `A code was sent to ${address}.`)).toBeVisible();
  await email.getByLabel('E-mail code').fill(await latestEmailCode(page.request, address));
  await email.getByRole('button', { name: 'Bind e-mail' }).click();
  await expect(notice(page, 'E-mail bound')).toBeVisible();
  await expect(email).toContainText(`Bound e-mail: ${address}`);

  const question = section(page, 'Security question');
  await question
    .getByRole('combobox', { name: 'Question' })
    .selectOption({ label: 'In which city were you born?' });
  await question.getByLabel('Answer').fill('Hanoi');
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(question).toContainText('A security question is set');

  // All of it is the platform's: a reload shows the same.
  await page.reload();
  await expect(section(page, 'Personal information')).toContainText(address);
  await expect(section(page, 'Bank cards').getByRole('list')).toContainText('**** 2345');
});

test('the head icon takes a png, and says so for a wrong type or a picture over 5 MB', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/security');
  const avatar = section(page, 'Head icon');
  const input = avatar.getByLabel('Choose a picture');

  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just text'),
  });
  await expect(avatar.getByRole('alert')).toHaveText('Only PNG or JPG pictures can be used.');
  await expect(avatar.getByRole('button', { name: 'Use this picture' })).toBeHidden();

  const large = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  await expect(avatar.getByRole('alert')).toHaveText('The picture is larger than 5 MB.');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(avatar.getByRole('img', { name: 'Preview of the new head icon' })).toBeVisible();
  await avatar.getByRole('button', { name: 'Use this picture' }).click();
  await expect(notice(page, 'Head icon saved')).toBeVisible();
  const current = avatar.getByRole('img', { name: 'Your head icon' });
  await expect(current).toHaveAttribute('src', /^\/media\/avatars\/member\/[0-9a-f]{32}$/);
  // The picture is served back as it was sent.
  const served = await page.request.get((await current.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(ONE_PIXEL_PNG)).toBe(true);

  // The side menu shows it too.
  await page.goto('/m/home');
  await homeHeader(page).getByRole('button', { name: 'Open side menu' }).click();
  await expect(page.locator('img[src^="/media/avatars/member/"]')).toBeVisible();
});

test('a member whose login needs a second step types the SMS code and is logged in', async ({
  page,
}) => {
  const mobile = freshMobile();
  const account = await createAccount(page.request, { mobile, loginVerification: true });
  await page.goto('/m/login');
  await submitLogin(page, account.username, account.password);
  const step = page.getByRole('form', { name: 'Verify it is you' });
  await expect(step).toContainText(`We sent a code by SMS to ******${mobile.slice(-3)}.`);
  const code = await latestSmsCode(page.request, mobile);

  await step.getByLabel('SMS code').fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(step.getByRole('alert')).toBeVisible();
  await step.getByLabel('SMS code').fill(code);
  await step.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(homeHeader(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the e-mail binding sends a code to the address, refuses a wrong one and binds with the right one', async ({
  page,
}) => {
  const account = await createAccount(page.request);
  await logIn(page, account.username, account.password);
  await page.goto('/m/member/security');
  const email = section(page, 'E-mail binding');
  await expect(email).toContainText('No e-mail is bound yet.');
  const address = `${account.username}.verify@example.com`;
  await email.getByLabel('E-mail address').fill(address);
  await email.getByRole('button', { name: 'Get code' }).click();
  await expect(notice(page, `A code was sent to ${address}.`)).toBeVisible();
  // The button counts down rather than sending again.
  await expect(email.getByRole('button', { name: 'Get code' })).toBeHidden();
  const code = await latestEmailCode(page.request, address);
  const wrong = code === '000000' ? '111111' : '000000';
  await email.getByLabel('E-mail code').fill(wrong);
  await email.getByRole('button', { name: 'Bind e-mail' }).click();
  await expect(email).toContainText('Verification code error');
  // Nothing typed is lost, and nothing is bound.
  await expect(email.getByLabel('E-mail address')).toHaveValue(address);
  await expect(email.getByLabel('E-mail code')).toHaveValue(wrong);
  await expect(email).toContainText('No e-mail is bound yet.');
  await email.getByLabel('E-mail code').fill(code);
  await email.getByRole('button', { name: 'Bind e-mail' }).click();
  await expect(notice(page, 'E-mail bound')).toBeVisible();
  await expect(email).toContainText(`Bound e-mail: ${address}`);
  await page.reload();
  await expect(section(page, 'Personal information')).toContainText(address);
});

test.describe('the security centre against hostile answers', () => {
  // Only the one hostile answer is replaced, at the gateway's path; everything else is the platform.

  test('an avatar on a foreign host is not loaded: the generic icon shows', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === 'tracker.example') foreign.push(request.url());
    });
    await page.route('**/wps/member/info/icon', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      return route.fulfill({
        json: {
          success: true,
          value: { avatar: 'https://tracker.example/pixel.png', avatarType: 'CUSTOM' },
        },
      });
    });
    const account = await createAccount(page.request);
    await logIn(page, account.username, account.password);
    await page.goto('/m/member/security');
    const avatar = section(page, 'Head icon');
    const current = avatar.getByRole('img', { name: 'Your head icon' });
    await expect(current).toBeVisible();
    // The generic icon, not a picture from the foreign host.
    expect(await current.evaluate((element) => element.tagName)).toBe('SPAN');
    await expect(page.locator('img[src*="tracker.example"]')).toHaveCount(0);
    expect(foreign).toEqual([]);
  });

  test('a malformed security settings answer is a contained error with a retry', async ({
    page,
  }) => {
    let hostile = true;
    await page.route('**/wps/member/security/config', async (route) => {
      if (!hostile) return route.continue();
      return route.fulfill({ json: { success: true, value: { hasPaymentPassword: 'maybe' } } });
    });
    const account = await createAccount(page.request);
    await logIn(page, account.username, account.password);
    await page.goto('/m/member/security');
    const personal = section(page, 'Personal information');
    await expect(personal).toContainText('This could not be loaded');
    // The rest of the centre is there and usable.
    await expect(section(page, 'E-mail binding').getByLabel('E-mail address')).toBeEditable();
    await expect(section(page, 'Head icon')).toBeVisible();
    hostile = false;
    await personal.getByRole('button', { name: 'Try again' }).click();
    await expect(personal).toContainText(account.username);
    await expect(personal).not.toContainText('This could not be loaded');
  });

  test('a server error on a save keeps what the member typed', async ({ page }) => {
    await page.route('**/wps/member/security/question', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      return route.fulfill({
        status: 500,
        json: { success: false, errorCode: 'unexpected', message: 'The service is busy.' },
      });
    });
    const account = await createAccount(page.request);
    await logIn(page, account.username, account.password);
    await page.goto('/m/member/security');
    const question = section(page, 'Security question');
    await question
      .getByRole('combobox', { name: 'Question' })
      .selectOption({ label: 'In which city were you born?' });
    await question.getByLabel('Answer').fill('Hanoi');
    await question.getByRole('button', { name: 'Save' }).click();
    await expect(question).toContainText('The service is busy.');
    await expect(question.getByLabel('Answer')).toHaveValue('Hanoi');
    await expect(question.getByRole('combobox', { name: 'Question' })).toHaveValue('2');
    await expect(question).toContainText('No security question is set yet.');
  });
});
