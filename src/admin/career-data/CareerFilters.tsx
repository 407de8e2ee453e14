import { useId } from 'react';
import { CAREER_STATUSES } from '../../domain/constants';
import { AddressTextInput } from '../shared/submissions/AddressTextInput';
import { SubmissionFilters } from '../shared/submissions/SubmissionFilters';
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
  onSearchNow,
}: {
  value: CareerFilterValues;
  positions: readonly string[];
  onChange: (next: CareerFilterValues) => void;
  onSearchNow?: (text: string) => void;
}) {
  const listId = useId();
  return (
    <SubmissionFilters
      label="Filter applications"
      statuses={CAREER_STATUSES}
      searchPlaceholder="Name, email, phone, skills or education"
      value={value}
      onChange={onChange}
      onSearchNow={onSearchNow}
    >
      <label className={styles.filter}>
        Position
        <AddressTextInput
          type="text"
          className="form-control"
          list={listId}
          placeholder="Any position"
          value={value.position}
          onChange={(position) => onChange({ ...value, position })}
        />
        <datalist id={listId}>
          {positions.map((position) => (
            <option key={position} value={position} />
          ))}
        </datalist>
      </label>
    </SubmissionFilters>
  );
}
