// Other apps' in-app browsers (SPEC.md section 2's outer-app screen): they cannot download a
// package, install a web app or finish most payments, so the player is sent to the phone's browser.
// Only the lazy download parts and the outer-app screen import this, never the first load.

/** An app whose in-app browser the site can be opened in. */
export type InAppBrowser =
  'facebook' | 'instagram' | 'messenger' | 'line' | 'wechat' | 'zalo' | 'tiktok';

/**
 * The user agent's marks, in the order they are tested: WeChat's "MicroMessenger" must win over
 * Messenger, and Messenger and Instagram over the Facebook marks their agents also carry.
 */
const MARKS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['wechat', /MicroMessenger\//i],
  ['messenger', /MessengerForiOS|MessengerLite|Orca-Android|FB_IAB\/MESSENGER/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|\[FB/],
  ['line', /\bLine\/\d/],
  ['zalo', /\bZalo(App)?\b/i],
  ['tiktok', /musical_ly|BytedanceWebview|\bTikTok\b|\btrill_/i],
];

/** The app whose in-app browser this user agent is, or null in a phone's own browser. */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  return MARKS.find(([, mark]) => mark.test(userAgent))?.[0] ?? null;
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

/**
 * Chrome's intent URL for the site's address: Android opens it in Chrome (or asks which browser)
 * from inside another app's browser. Built from the origin only, so nothing the page was given can
 * choose where it goes.
 */
export function chromeIntentUrl(origin: string, basename: string): string {
  const site = new URL(`${basename}/`, origin);
  return `intent://${site.host}${site.pathname}#Intent;scheme=${site.protocol.slice(0, -1)};package=com.android.chrome;end`;
}
