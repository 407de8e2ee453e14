import { useMemo, useState } from 'react';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type Paging<T> = {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  /** The rows of the current page. */
  visible: T[];
  /** 0-based index of the first visible row. */
  start: number;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
};

/**
 * One page of `rows` at a time: only that page is rendered, whatever the list's size. A new `resetKey` (another filter)
 * starts again at page 1; a page left past the end by deletes falls back to the last one.
 */
export function usePaging<T>(rows: readonly T[], resetKey: string): Paging<T> {
  const [state, setState] = useState<{ page: number; key: string }>({ page: 1, key: resetKey });
  const [pageSize, setSize] = useState<PageSize>(PAGE_SIZES[0]);
  if (state.key !== resetKey) setState({ page: 1, key: resetKey });

  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = Math.min(state.key === resetKey ? state.page : 1, pageCount);
  const start = (page - 1) * pageSize;
  // The same array while the page shows the same rows, so a memoised table skips renders that change nothing in it.
  const visible = useMemo(() => rows.slice(start, start + pageSize), [rows, start, pageSize]);
  return {
    page,
    pageCount,
    pageSize,
    visible,
    start,
    setPage: (next) => setState({ page: next, key: resetKey }),
    setPageSize: (size) => {
      setSize(size);
      setState({ page: 1, key: resetKey });
    },
  };
}
