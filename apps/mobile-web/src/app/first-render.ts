/** How long a first visit's first render waits for the status answer before it shows the app. */
export const FIRST_STATUS_WAIT_MS = 2_000;

/**
 * When the first render may run: once the dictionaries are in and, on a first visit (no status
 * cached from an earlier one), once this visit's status call has answered, either way, or
 * `waitMs` have passed since the call.
 *
 * Until the status answers, a first visit cannot know whether the app may be shown at all
 * (maintenance, a region restriction), and the home page's calls wait for it: rendering before it
 * showed home's skeleton, then rendered it all again for the answer (or swapped it for the
 * maintenance page), and home's calls left from that second render. The status call and the
 * dictionaries download side by side, so waiting for both costs the first paint little. A later
 * visit renders from its cached status at once and never waits.
 */
export async function firstRenderReady<T>(
  dictionaries: Promise<T>,
  firstVisitStatus: PromiseLike<unknown> | undefined,
  waitMs = FIRST_STATUS_WAIT_MS,
): Promise<T> {
  if (firstVisitStatus) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    await Promise.race([firstVisitStatus, deadline]);
    clearTimeout(timer);
  }
  return dictionaries;
}
