import { useState, type ReactNode } from 'react';
import styles from './DataTable.module.css';
import { Pagination } from './Pagination';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
};

export type DataTableProps<T> = {
  caption: string;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  rowClassName?: (row: T, index: number) => string | undefined;
  /** With a page size the table shows one page at a time (its own page state unless `page` is given). */
  pageSize?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  /** Show the caption to everyone (default: for assistive technology only). */
  showCaption?: boolean;
  /** A class for the outer box, for a screen that lays the rows out its own way (cards on narrow screens). */
  className?: string;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  rowClassName,
  pageSize,
  page: controlledPage,
  onPageChange,
  showCaption = false,
  className,
}: DataTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const pageCount = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const page = Math.min(controlledPage ?? ownPage, pageCount);
  const start = pageSize ? (page - 1) * pageSize : 0;
  const visible = pageSize ? rows.slice(start, start + pageSize) : rows;
  const changePage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr key={rowKey(row)} className={rowClassName?.(row, start + index)}>
                  {columns.map((column) => (
                    // The column's name on each cell: a row shown as a card labels its values with it.
                    <td key={column.key} className={column.className} data-label={typeof column.header === 'string' ? column.header : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageSize ? <Pagination page={page} pageCount={pageCount} onPageChange={changePage} label={`${caption} pages`} /> : null}
    </div>
  );
}
