import { useEffect, useId, useRef, useState } from 'react';
import styles from './Pagination.module.css';
import { paginationTexts } from './pagination-texts';

/** More pages than the buttons show: the pager offers a page-number jump. */
const JUMP_FROM_PAGES = 8;

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
};

/** Previous / next and the pages around the current one. Hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  const nav = useRef<HTMLElement>(null);
  // After a page change: 'if-lost' moves focus only if the control used went away, 'current' always (the jump).
  const moved = useRef<'if-lost' | 'current' | null>(null);
  const go = (next: number, focus: 'if-lost' | 'current' = 'if-lost') => {
    moved.current = focus;
    onPageChange(Math.min(Math.max(1, next), pageCount));
  };
  // After paging, focus stays where the user acted unless that control went away or turned disabled (Next on the
  // last page): then it goes to the current page's button, never to <body> (WCAG 2.4.3).
  useEffect(() => {
    const focus = moved.current;
    if (!focus) return;
    moved.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled;
    if (focus === 'current' || lost) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={label} className={styles.pagination} ref={nav}>
      <button type="button" className="btn btn--secondary btn--small" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      {pages.map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={entry === page ? `btn btn--primary btn--small` : `btn btn--secondary btn--small`}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
            onClick={() => go(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
      {/* The jump names its page: that page's button then has focus, as after a click on it. */}
      {pageCount >= JUMP_FROM_PAGES ? <PageJump pageCount={pageCount} onJump={(next) => go(next, 'current')} /> : null}
    </nav>
  );
}

/** First, last and two either side of the current page, with gaps between. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous > 1) result.push('gap');
    result.push(p);
    previous = p;
  }
  return result;
}

/** "Page number [ ] Go to page": any page of a long list in one step; a number past either end goes to that end. */
function PageJump({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <form
      className={styles.jump}
      // A number past either end goes to that end rather than being refused.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = Math.round(Number(value));
        if (value.trim() === '' || !Number.isFinite(wanted)) return;
        setValue('');
        onJump(wanted);
      }}
    >
      <label htmlFor={id}>{paginationTexts.pageNumber}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className={`form-control ${styles.jumpInput}`}
        min={1}
        max={pageCount}
        placeholder={paginationTexts.pageRange(pageCount)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn--secondary btn--small">
        {paginationTexts.goToPage}
      </button>
    </form>
  );
}
