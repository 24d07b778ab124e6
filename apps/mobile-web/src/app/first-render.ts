/** How long a first render waits for the answers it holds back for, before it shows the app. */
export const FIRST_RENDER_WAIT_MS = 2_000;

/**
 * When the first render may run: once the dictionaries are in and, when there is something to
 * wait for, once it has answered (either way) or `waitMs` have passed since the call.
 *
 * What main.tsx waits for: on home, the banners' answers, which leave with the status answer;
 * elsewhere, on a first visit (no status cached from an earlier one), the status answer. Until the
 * status answers, a first visit cannot know whether the app may be shown at all (maintenance, a
 * region restriction), and the home page's calls wait for it: rendering before it showed home's
 * skeleton, then rendered it all again for the answer (or swapped it for the maintenance page).
 * Home's first render also waits for the banners, so that its first paint holds the banner's
 * picture, its largest paint, rather than the carousel's placeholder. The calls and the
 * dictionaries download side by side, so waiting for both costs the first paint little.
 */
export async function firstRenderReady<T>(
  dictionaries: Promise<T>,
  awaited: PromiseLike<unknown> | undefined,
  waitMs = FIRST_RENDER_WAIT_MS,
): Promise<T> {
  if (awaited) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([awaited, deadline]);
    clearTimeout(timer);
  }
  return dictionaries;
}
