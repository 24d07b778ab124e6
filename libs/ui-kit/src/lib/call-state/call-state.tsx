import { Button } from '../button/button';
import { Empty } from '../empty/empty';
import { Skeleton, type SkeletonProps } from '../skeleton/skeleton';

export interface CallStateProps {
  /** Where the call stands: its answer is on the way, it failed, or it came back empty. */
  status: 'loading' | 'failed' | 'empty';
  /** Read to screen readers while the answer is on its way (e.g. "Loading…"). */
  loadingLabel: string;
  /** Says that the answer could not be had (e.g. "This could not be loaded"). */
  failedTitle: string;
  /** The retry button's text (e.g. "Try again"). */
  retryLabel: string;
  /** Asks for the answer again; without it a failure offers no button. */
  onRetry?: () => void;
  /** Says that the answer holds nothing (e.g. "No data"). */
  emptyTitle: string;
  /** The shape of the skeleton while loading: that of the content to come. */
  shape?: SkeletonProps['shape'];
  /** How many lines or tiles the skeleton shows. */
  count?: number;
  /** Extra class. */
  className?: string;
}

/**
 * What a screen or section shows instead of its content while a call has not answered with any:
 * a skeleton, a failure with a retry, or the empty placeholder.
 */
export function CallState({
  status,
  loadingLabel,
  failedTitle,
  retryLabel,
  onRetry,
  emptyTitle,
  shape = 'text',
  count = 3,
  className,
}: CallStateProps) {
  if (status === 'loading') {
    return <Skeleton label={loadingLabel} shape={shape} count={count} className={className} />;
  }
  if (status === 'failed') {
    return (
      <Empty
        title={failedTitle}
        className={className}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <Empty title={emptyTitle} className={className} />;
}
