// The reference platform's development controls (apps/platform-api/src/lib/dev/dev-routes.ts) and the
// few gateway calls a journey makes behind the app's back. Call them with `page.request`, which
// shares the page's cookies: the captcha is bound to the browser's `mweb_captcha` cookie.
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What `POST /dev/accounts` answers: a fresh member and an open session of it. */
export interface DevAccount {
  id: number;
  username: string;
  password: string;
  type: number;
  balance: number;
  token: string;
}

interface Envelope<T> {
  success: boolean;
  value: T;
}

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  expect(body.success).toBe(true);
  return body.value;
}

/** A member of its own for a journey, so journeys and projects never share failure counts or passwords. */
export async function createAccount(
  request: APIRequestContext,
  options: { type?: number; balance?: number; mobile?: string; loginVerification?: boolean } = {},
): Promise<DevAccount> {
  const response = await request.post('/dev/accounts', {
    data: {
      type: options.type ?? 0,
      balance: options.balance ?? 0,
      mobile: options.mobile,
      loginVerification: options.loginVerification ?? false,
    },
  });
  return valueOf<DevAccount>(response);
}

/** A mobile number nobody has yet (nine digits, Vietnamese style, no leading zero). */
export function freshMobile(): string {
  return `9${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** A new username the registration rule accepts (^[a-z][a-z0-9]{3,15}$). */
export function freshUsername(): string {
  return `e2e${randomInt(1_000_000_000)}`;
}

/** A new password the password rule accepts: letters, digits and a symbol, 8 to 20 characters. */
export function freshPassword(): string {
  return `Pw${randomInt(100_000_000)}x!`;
}

/** The newest SMS code the platform sent to a number, once it is there. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/sms-outbox?mobile=${mobile}`);
      const sent = await valueOf<{ code: string; used: boolean }[]>(response);
      code = sent[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{4,10}$/);
  return code;
}

/** The latest e-mail binding code the platform sent to an address (its e-mail outbox). */
export async function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/email-outbox?email=${encodeURIComponent(email)}`);
      const sent = await valueOf<{ code: string; used: boolean }[]>(response);
      code = sent[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The text of the captcha the page's browser was shown last. */
export async function currentCaptcha(page: Page): Promise<string> {
  const response = await page.request.get('/dev/captcha');
  return (await valueOf<{ captcha: string }>(response)).captcha;
}

/** Where the gap is in the slide challenge the page's browser was shown last, in the picture's pixels. */
export async function currentSlideGap(
  page: Page,
): Promise<{ slideOffset: number; trackWidth: number; pieceSize: number }> {
  const response = await page.request.get('/dev/slide');
  return valueOf<{ slideOffset: number; trackWidth: number; pieceSize: number }>(response);
}

/** A member's own invitation code, read with their token. */
export async function affiliateCodeOf(
  request: APIRequestContext,
  account: DevAccount,
): Promise<string> {
  const response = await request.get('/wps/agent/affiliate/code', {
    headers: { Authorization: account.token },
  });
  return (await valueOf<{ code: string }>(response)).code;
}

/** The token of the session the page holds (MC_SESSION_INFO, in local and session storage). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw =
      window.localStorage.getItem('MC_SESSION_INFO') ??
      window.sessionStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  });
  expect(token, 'the page holds a session').toBeTruthy();
  return token ?? '';
}

/** Ends a session on the server, as another device logging it out would. */
export async function logOutOnServer(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.delete('/wps/session/logout', {
    headers: { Authorization: token },
  });
  await valueOf<unknown>(response);
}

/** Puts a new unread message in a member's inbox through the development controls. */
export async function sendInboxMessage(
  request: APIRequestContext,
  memberId: number,
  title: string,
): Promise<number> {
  const response = await request.post('/dev/inbox', {
    data: { memberId, title, content: `<p>${title}, sent for a journey.</p>` },
  });
  return (await valueOf<{ id: number }>(response)).id;
}

/**
 * A lottery drawing every `seconds` and locking `lockSeconds` before each draw, listed in the SEA
 * menu's "quick" category (`/m/lottery?prize_mode=SEA&category=quick`) as "Quick Draw": a
 * countdown reaches zero within seconds instead of minutes.
 */
export async function addQuickLottery(
  request: APIRequestContext,
  options: { seconds: number; lockSeconds: number },
): Promise<void> {
  await valueOf(await request.post('/dev/lotteries/quick', { data: options }));
}
