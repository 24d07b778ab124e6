import { useSystemStatusQuery } from '@mweb/api-client';

/**
 * Whether this visit's status call has answered, either way. The home page's own calls wait for
 * it: the status decides whether the app is shown at all, so a cold load is the status call and
 * then everything else at once (docs/architecture/performance.md).
 */
export function useStatusAnswered(): boolean {
  const { answered } = useSystemStatusQuery(undefined, {
    selectFromResult: (result) => ({ answered: result.isSuccess || result.isError }),
  });
  return answered;
}
