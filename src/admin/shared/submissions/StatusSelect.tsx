import styles from './Submissions.module.css';

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The status dropdown of a table row: choosing a value saves it at once (admin spec 4). */
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
  return (
    <select
      className={`form-control ${styles.statusSelect}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as S)}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}
