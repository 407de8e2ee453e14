import { useId } from 'react';
import { Pagination } from '../../../ui/Pagination';
import styles from './Submissions.module.css';
import { PAGE_SIZES, type PageSize, type Paging } from './use-paging';

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 1–25 of 10,000", or nothing to show. */
export function showingText(start: number, shown: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  return `Showing ${count(start + 1)}–${count(start + shown)} of ${count(total)}`;
}

/** Rows per page, where the table is in the list, and the page buttons. */
export function TablePager({ paging, shown, total, label }: { paging: Paging; shown: number; total: number; label: string }) {
  const sizeId = useId();
  return (
    <div className={styles.pager}>
      <p className={styles.summary} aria-live="polite">
        {showingText(paging.start, shown, total)}
      </p>
      <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.setPage} label={`${label} pages`} />
      <label className={styles.pageSize} htmlFor={sizeId}>
        Rows per page
        <select
          id={sizeId}
          className="form-control"
          value={paging.pageSize}
          onChange={(event) => paging.setPageSize(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
