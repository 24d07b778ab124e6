import { Button, Empty, Skeleton } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadStateProps<Data> {
  query: { data?: Data; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** What to show when the answer holds nothing. */
  isEmpty?: (data: Data) => boolean;
  emptyTitle?: string;
  children: (data: Data) => ReactNode;
}

/** A section's answer: loading, failed with a retry, empty, or its content. */
export function LoadState<Data>({ query, isEmpty, emptyTitle, children }: LoadStateProps<Data>) {
  const { t } = useTranslation(['agent', 'common']);
  if (query.isLoading)
    return <Skeleton shape="text" count={3} label={t('common:status.loading')} />;
  if (query.isError || query.data === undefined) {
    return (
      <Empty
        title={t('agent:load_failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('agent:retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty title={emptyTitle ?? t('agent:empty')} />;
  return children(query.data);
}
