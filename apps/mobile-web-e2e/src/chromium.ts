/**
 * Flags for a headless Chromium from the system's packages: no sandbox (CI runs as root), and no
 * background traffic, which a closed network refuses noisily and which would make runs flaky.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** The browser to drive: `CHROME_PATH` when set, else Debian's Chromium. */
export function chromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env['CHROME_PATH'] || '/usr/bin/chromium';
}
