import { useRef, useState } from 'react';
import styles from './Submissions.module.css';

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The status dropdown of a table row (admin spec 4). A value picked from the open list is saved at once; a value
 * reached with the arrow keys on the closed dropdown is only shown until the user settles on it (Enter, or leaving the
 * dropdown), so moving from New to Closed saves Closed once, not every status on the way. Escape goes back.
 */
export function StatusSelect<S extends string>({
  value,
  statuses,
  label,
  disabled,
  onChange,
}: {
  value: S;
  statuses: readonly S[];
  label: string;
  disabled?: boolean;
  onChange: (status: S) => void;
}) {
  const [draft, setDraft] = useState<S | null>(null);
  const browsing = useRef(false);
  const commit = (status: S | null) => {
    setDraft(null);
    browsing.current = false;
    if (status !== null && status !== value) onChange(status);
  };

  return (
    <select
      className={`form-control ${styles.statusSelect}`}
      aria-label={label}
      value={draft ?? value}
      disabled={disabled}
      onKeyDown={(event) => {
        if (BROWSING_KEYS.has(event.key)) browsing.current = true;
        else if (event.key === 'Enter' && draft !== null) {
          event.preventDefault();
          commit(draft);
        } else if (event.key === 'Escape' && draft !== null) {
          event.preventDefault();
          setDraft(null);
          browsing.current = false;
        }
      }}
      onPointerDown={() => {
        browsing.current = false;
      }}
      onBlur={() => commit(draft)}
      onChange={(event) => {
        const status = event.target.value as S;
        if (browsing.current) setDraft(status);
        else commit(status);
      }}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}
