import { pageCount, type PageRequest } from '../services/paging';

/** The paging fields every paged answer carries beside its list. */
export function pageFields(total: number, page: PageRequest) {
  return { pageNum: page.pageNo, totalPages: pageCount(total, page.pageSize), totalCount: total };
}
