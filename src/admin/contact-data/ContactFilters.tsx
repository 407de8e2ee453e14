import { CONTACT_STATUSES } from '../../domain/constants';
import { SubmissionFilters } from '../shared/submissions/SubmissionFilters';
import type { ContactFilterValues } from './contact-filter';

/** Status, date from, date to and search (admin spec 7: the query of get_contact_form_data.php). */
export function ContactFilters({
  value,
  onChange,
  onSearchNow,
}: {
  value: ContactFilterValues;
  onChange: (next: ContactFilterValues) => void;
  onSearchNow?: (text: string) => void;
}) {
  return (
    <SubmissionFilters
      label="Filter submissions"
      statuses={CONTACT_STATUSES}
      searchPlaceholder="Name, email, phone, subject or message"
      value={value}
      onChange={onChange}
      onSearchNow={onSearchNow}
    />
  );
}
