import type { SelectQueryBuilder } from 'kysely';

/** The page a paged call asks for. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** How many pages `total` rows make; an empty list is still one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How many rows a query selects, before it is paged. */
export async function countRows<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // Kysely cannot name the row type of a generic builder; the one column selected here is `total`.
  const counted = (await select
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()) as { total?: number | string | bigint } | undefined;
  return Number(counted?.total ?? 0);
}

/** Limits a query to the requested page: use as `.$call(paged(query))`. */
export function paged(page: PageRequest) {
  return <QB extends { limit(limit: number): QB; offset(offset: number): QB }>(select: QB): QB =>
    select.limit(page.pageSize).offset((page.pageNo - 1) * page.pageSize);
}

/** One page of rows, and how many rows all the pages hold. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** A `startDate`..`endDate` filter in epoch milliseconds; an absent end is open. */
export interface TimeRange {
  from: number | undefined;
  to: number | undefined;
}
