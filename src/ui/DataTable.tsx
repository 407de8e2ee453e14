import { useMemo, useState, type ReactNode } from 'react';
import styles from './DataTable.module.css';
import { dataTableTexts } from './data-table-texts';
import { Pagination } from './Pagination';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Makes the column sortable: its header becomes a button that sorts the rows by this value. */
  sortValue?: (row: T) => string | number;
};

export type SortDirection = 'ascending' | 'descending';
export type DataTableSort = { key: string; direction: SortDirection };

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A column's name as text: its header when that is text, else its key. */
const columnName = <T,>(column: DataTableColumn<T>) => (typeof column.header === 'string' ? column.header : column.key);

/**
 * The look of a table's header row (its `<thead>`), for tables that are not DataTables (the products and services
 * catalogue): one rule, so every table in the back office writes its column names the same way.
 */
export const tableHeadClassName = styles.head;

/** The rows in the order of a sortable column (a stable sort: equal values keep their order). */
export function sortRows<T>(rows: readonly T[], columns: ReadonlyArray<DataTableColumn<T>>, sort: DataTableSort | null): readonly T[] {
  const value = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return sign * order;
  });
}

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
  /** The order before the user picks a column (none: the rows' own order). */
  defaultSort?: DataTableSort;
  /** Rows become labelled cards where the columns no longer fit (a phone), instead of scrolling sideways. */
  stacked?: boolean;
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
  defaultSort,
  stacked = false,
}: DataTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const ordered = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pageCount = pageSize ? Math.max(1, Math.ceil(ordered.length / pageSize)) : 1;
  const page = Math.min(controlledPage ?? ownPage, pageCount);
  const start = pageSize ? (page - 1) * pageSize : 0;
  const visible = pageSize ? ordered.slice(start, start + pageSize) : ordered;
  const changePage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };
  // A new order starts again at the first page; the same column again turns the order round.
  const sortBy = (key: string) => {
    setSort((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));
    changePage(1);
  };
  const sortable = columns.filter((column) => column.sortValue);

  return (
    <div className={[styles.wrapper, stacked ? styles.stacked : '', className ?? ''].filter(Boolean).join(' ')}>
      {stacked && sortable.length > 0 ? (
        <CardSort
          columns={sortable}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            changePage(1);
          }}
        />
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
          <thead className={styles.head}>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.className}
                    aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
                    // The column keeps its name where its sort button is put away (the card layout, see the CSS).
                    aria-label={column.sortValue && typeof column.header === 'string' ? column.header : undefined}
                  >
                    {column.sortValue ? (
                      <button type="button" className={styles.sortButton} onClick={() => sortBy(column.key)}>
                        {column.header}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
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
                    <td key={column.key} dir="auto" className={column.className} data-label={typeof column.header === 'string' ? column.header : undefined}>
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

type CardSortProps<T> = {
  columns: ReadonlyArray<DataTableColumn<T>>;
  sort: DataTableSort | null;
  onSort: (sort: DataTableSort | null) => void;
};

/**
 * Sorting where the rows are cards: the column headers are put away there (their buttons would take focus while
 * nobody can see them), so the same choice is offered visibly above the cards, a column and an order. The CSS shows
 * it only in the card layout.
 */
function CardSort<T>({ columns, sort, onSort }: CardSortProps<T>) {
  const direction = sort?.direction ?? 'ascending';
  return (
    <div className={styles.cardSort}>
      <label className={styles.cardSortField}>
        <span className={styles.cardSortLabel}>{dataTableTexts.sortBy}</span>
        <select
          className="form-control"
          value={sort?.key ?? ''}
          onChange={(event) => onSort(event.target.value === '' ? null : { key: event.target.value, direction })}
        >
          {sort === null ? <option value="">{dataTableTexts.unsorted}</option> : null}
          {columns.map((column) => (
            <option key={column.key} value={column.key}>
              {columnName(column)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={`btn btn--secondary ${styles.cardSortOrder}`}
        data-direction={direction}
        disabled={sort === null}
        onClick={() => sort && onSort({ key: sort.key, direction: direction === 'ascending' ? 'descending' : 'ascending' })}
      >
        <span className={styles.cardSortLabel}>{dataTableTexts.order}:</span> {dataTableTexts[direction]}
      </button>
    </div>
  );
}
