export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type Paging = {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  /** 0-based index of the first row of the page. */
  start: number;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
};

/**
 * Where the table is in a list of `total` rows: the requested page, kept within the list (a page left past the end by
 * deletes falls back to the last one). Only that page is asked of the store and rendered, whatever the list's size.
 */
export function paging(
  total: number,
  request: { page: number; pageSize: PageSize },
  set: { setPage: (page: number) => void; setPageSize: (size: PageSize) => void },
): Paging {
  const pageCount = Math.max(1, Math.ceil(total / request.pageSize));
  const page = Math.min(Math.max(1, request.page), pageCount);
  return { page, pageCount, pageSize: request.pageSize, start: (page - 1) * request.pageSize, ...set };
}
