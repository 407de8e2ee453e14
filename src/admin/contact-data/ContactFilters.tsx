import { CONTACT_STATUSES } from '../../domain/constants';
import { statusLabel } from '../shared/submissions/StatusSelect';
import styles from '../shared/submissions/Submissions.module.css';
import type { ContactFilterValues } from './contact-filter';

/** Status, date from, date to and search (admin spec 7: the query of get_contact_form_data.php). */
export function ContactFilters({ value, onChange }: { value: ContactFilterValues; onChange: (next: ContactFilterValues) => void }) {
  const set = <K extends keyof ContactFilterValues>(key: K, next: ContactFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <form className={styles.filters} role="search" aria-label="Filter submissions" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.filter}>
        Status
        <select className="form-control" value={value.status} onChange={(event) => set('status', event.target.value as ContactFilterValues['status'])}>
          <option value="">All</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
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
          placeholder="Name, email, phone, subject or message"
          value={value.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </label>
    </form>
  );
}
