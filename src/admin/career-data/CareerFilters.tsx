import { useId } from 'react';
import { CAREER_STATUSES } from '../../domain/constants';
import { statusLabel } from '../shared/submissions/StatusSelect';
import styles from '../shared/submissions/Submissions.module.css';
import type { CareerFilterValues } from './career-filter';

/**
 * Status, position, date from, date to and search (admin spec 7: the query of get_career_applications.php).
 * Position suggests the openings' titles and also takes any text, since applications outlive their openings.
 */
export function CareerFilters({
  value,
  positions,
  onChange,
}: {
  value: CareerFilterValues;
  positions: readonly string[];
  onChange: (next: CareerFilterValues) => void;
}) {
  const listId = useId();
  const set = <K extends keyof CareerFilterValues>(key: K, next: CareerFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <form className={styles.filters} role="search" aria-label="Filter applications" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.filter}>
        Status
        <select className="form-control" value={value.status} onChange={(event) => set('status', event.target.value as CareerFilterValues['status'])}>
          <option value="">All</option>
          {CAREER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        Position
        <input
          type="text"
          className="form-control"
          list={listId}
          placeholder="Any position"
          value={value.position}
          onChange={(event) => set('position', event.target.value)}
        />
        <datalist id={listId}>
          {positions.map((position) => (
            <option key={position} value={position} />
          ))}
        </datalist>
      </label>
      <label className={styles.filter}>
        Date from
        <input type="date" className="form-control" value={value.dateFrom} max={value.dateTo || undefined} onChange={(event) => set('dateFrom', event.target.value)} />
      </label>
      <label className={styles.filter}>
        Date to
        <input type="date" className="form-control" value={value.dateTo} min={value.dateFrom || undefined} onChange={(event) => set('dateTo', event.target.value)} />
      </label>
      <label className={styles.filter}>
        Search
        <input
          type="search"
          className="form-control"
          placeholder="Name, email, phone, skills or education"
          value={value.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </label>
    </form>
  );
}
