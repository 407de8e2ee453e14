import { useId, type ReactNode } from 'react';
import { AddressTextInput } from './AddressTextInput';
import { statusLabel } from './StatusSelect';
import styles from './Submissions.module.css';
import { submissionsTexts } from './submissions-texts';

/** Whether the day range ends before it starts (both set; YYYY-MM-DD compares as text). */
export const rangeReversed = (value: { dateFrom: string; dateTo: string }) => value.dateFrom !== '' && value.dateTo !== '' && value.dateFrom > value.dateTo;

/** The filters both submission lists have; '' means "any". */
export type SubmissionFilterValues<S extends string> = { status: S | ''; dateFrom: string; dateTo: string; search: string };

export type SubmissionFiltersProps<V extends SubmissionFilterValues<S>, S extends string> = {
  /** The accessible name of the filter bar. */
  label: string;
  statuses: readonly S[];
  searchPlaceholder: string;
  value: V;
  onChange: (next: V) => void;
  /** Enter in the filter bar: search for the box's text now rather than after the typing pause. */
  onSearchNow?: (text: string) => void;
  /** Filters of one list only, shown between Status and the dates. */
  children?: ReactNode;
};

/** Status, the list's own filters, date from, date to and search (admin spec 7: the query of the list endpoint). */
export function SubmissionFilters<V extends SubmissionFilterValues<S>, S extends string>({
  label,
  statuses,
  searchPlaceholder,
  value,
  onChange,
  onSearchNow,
  children,
}: SubmissionFiltersProps<V, S>) {
  const rangeId = useId();
  const reversed = rangeReversed(value);
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        // The text in the box, which the address may not hold yet.
        onSearchNow?.(String(new FormData(event.currentTarget).get('search') ?? ''));
      }}
    >
      <label className={styles.filter}>
        Status
        <select className="form-control" value={value.status} onChange={(event) => onChange({ ...value, status: event.target.value as S | '' })}>
          <option value="">All</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      {children}
      <label className={styles.filter}>
        Date from
        <input
          type="date"
          className="form-control"
          value={value.dateFrom}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? rangeId : undefined}
          onChange={(event) => onChange({ ...value, dateFrom: event.target.value })}
        />
        {reversed ? (
          <span id={rangeId} className={styles.fieldError} role="alert">
            {submissionsTexts.dateRangeReversed}
          </span>
        ) : null}
      </label>
      <label className={styles.filter}>
        Date to
        <input
          type="date"
          className="form-control"
          value={value.dateTo}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? rangeId : undefined}
          onChange={(event) => onChange({ ...value, dateTo: event.target.value })}
        />
      </label>
      <label className={styles.filter}>
        Search
        <AddressTextInput
          type="search"
          name="search"
          className="form-control"
          placeholder={searchPlaceholder}
          value={value.search}
          onChange={(search) => onChange({ ...value, search })}
        />
      </label>
    </form>
  );
}
