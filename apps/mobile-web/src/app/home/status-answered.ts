import { contentApi } from '@mweb/api-client';

/**
 * Whether this visit's status call has answered, either way. The home page's own calls wait for
 * it: the status decides whether the app is shown at all, so a cold load is the status call and
 * then everything else at once (docs/architecture/performance.md).
 *
 * It reads the call's state without subscribing to it: the status gate, above every page, holds
 * the call (and refreshes it). A subscription of its own was one more dispatch per caller in the
 * first render's effects, the task that starts the page's calls (four callers on home).
 */
export function useStatusAnswered(): boolean {
  const { answered } = contentApi.endpoints.systemStatus.useQueryState(undefined, {
    selectFromResult: (result) => ({ answered: result.isSuccess || result.isError }),
  });
  return answered;
}
