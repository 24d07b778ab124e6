import type { ReactNode } from 'react';
import styles from '../agent.module.css';
import { ListPager, QueryState } from '@mweb/ui-connected';

/** A page of rows as the gateway sends it. */
interface Page<Row> {
  content: Row[];
  pageNum: number;
  totalPages: number;
}

export interface PagedTableProps<Row> {
  /** The section's name. */
  label: string;
  caption: string;
  emptyTitle: string;
  query: { data?: Page<Row>; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The columns: each header, and what a row shows under it. */
  columns: readonly { header: string; cell: (row: Row) => ReactNode }[];
  rowKey: (row: Row) => string;
  onPage: (pageNo: number) => void;
}

/** A section that is one paged table: loading, failed, empty, or its rows with paging. */
export function PagedTable<Row>({
  label,
  caption,
  emptyTitle,
  query,
  columns,
  rowKey,
  onPage,
}: PagedTableProps<Row>) {
  return (
    <section className={styles['card']} aria-label={label}>
      <QueryState
        query={query}
        isEmpty={(page) => page.content.length === 0}
        emptyTitle={emptyTitle}
      >
        {(page) => (
          <>
            <table className={styles['table']}>
              <caption className={styles['muted']}>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.content.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.header}>{column.cell(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <ListPager pageNo={page.pageNum} totalPages={page.totalPages} onPage={onPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
