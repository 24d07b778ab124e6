// A member's first visit, for the benchmarks that measure a logged-in page (lighthouse.mjs,
// tools/perf/main-thread-benchmark.mjs): demo01 logs in through the login page as a player would.

const DEMO_MEMBER = { username: 'demo01', password: 'Demo1234!' };

/** Logs demo01 in through the login page, as a member would, so the next run starts logged in. */
export async function logInDemoMember(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/m/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO_MEMBER.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  // The slide check's tap alternative, on the gap the development controls point at.
  await page.getByRole('button', { name: 'Tap to verify instead' }).click();
  const picture = page.getByRole('button', { name: 'Tap where the piece fits' });
  // Asked by the page itself, with its captcha cookie, over the connection its browser trusts.
  const gap = await page.evaluate(async () => (await (await fetch('/dev/slide')).json()).value);
  const box = await picture.boundingBox();
  if (!box) throw new Error('The slide picture is not laid out.');
  const scale = box.width / gap.trackWidth;
  await picture.click({
    position: { x: (gap.slideOffset + gap.pieceSize / 2) * scale, y: box.height / 2 },
  });
  await page.getByRole('status').filter({ hasText: 'Verified' }).waitFor();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
  // A returning member has the installed app: its service worker active, its precache filled.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The member's run starts with an empty HTTP cache like the others: only storage is kept.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}
