import { CallState, type SkeletonProps } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen knows of a call: an RTK Query result fits, and so does a hook's own summary. */
export interface CallLike<Data> {
  /** The answer, once there is one. */
  data?: Data | undefined;
  /** No answer yet. */
  isLoading: boolean;
  /** The call failed (or its answer failed its check). */
  isError: boolean;
  /** Asks again; without it a failure offers no retry. */
  refetch?: (() => unknown) | undefined;
}

export interface QueryStateProps<Data> {
  /** The call whose state shows until its answer can. */
  query: CallLike<Data>;
  /** Whether an answer holds nothing to show: then the empty placeholder shows. */
  isEmpty?: (data: Data) => boolean;
  /** What the empty placeholder says when the screen can say more than "No data" (in_no_data). */
  emptyTitle?: string;
  /** The skeleton's shape while loading: that of the content to come. */
  shape?: SkeletonProps['shape'];
  /** How many lines or tiles the skeleton shows. */
  count?: number;
  /** Where a state sits instead of the content (e.g. inside the screen's `main`). */
  frame?: (state: ReactNode) => ReactNode;
  /**
   * The content, from the answer. Without it nothing shows once there is content: the screen
   * returned the state early and renders the content itself.
   */
  children?: (data: Data) => ReactNode;
}

const unframed = (state: ReactNode) => state;

/**
 * A call's content once it has an answer; until then the one way every screen shows a call's
 * state: a skeleton while loading, "This could not be loaded" with "Try again" after a failure,
 * "No data" for an empty answer. A failure breaks only the part of the screen that shows it.
 */
export function QueryState<Data>({
  query,
  isEmpty,
  emptyTitle,
  shape,
  count,
  frame = unframed,
  children,
}: QueryStateProps<Data>) {
  const { t } = useTranslation('common');
  const { data, isLoading, isError, refetch } = query;
  const status = isLoading
    ? 'loading'
    : isError || data === undefined
      ? 'failed'
      : isEmpty?.(data)
        ? 'empty'
        : null;
  if (status === null && data !== undefined) return children ? children(data) : null;
  return frame(
    <CallState
      status={status ?? 'failed'}
      loadingLabel={t('status.loading')}
      failedTitle={t('status.load_failed')}
      retryLabel={t('action.retry')}
      onRetry={refetch ? () => void refetch() : undefined}
      emptyTitle={emptyTitle ?? t('in_no_data')}
      shape={shape}
      count={count}
    />,
  );
}
