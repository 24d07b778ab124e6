import { Button, Empty, Skeleton } from '@mweb/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadedProps<Data> {
  /** The section's query: while it loads a skeleton shows, a failure offers a retry. */
  query: { data?: Data; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** An answer with nothing in it shows the spec's "No data" (in_no_data). */
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
}

/**
 * One section of a wallet screen and its answer. A failed or unreadable answer (a money answer
 * that fails its check) breaks only this section, with a retry: never a wrong figure.
 */
export function Loaded<Data>({ query, isEmpty, children }: LoadedProps<Data>) {
  const { t } = useTranslation(['wallet', 'common']);
  if (query.isLoading)
    return <Skeleton shape="text" count={2} label={t('common:status.loading')} />;
  if (query.isError || query.data === undefined) {
    return (
      <Empty
        title={t('wallet:load_failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty title={t('common:in_no_data')} />;
  return children(query.data);
}
