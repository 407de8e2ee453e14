import { titleFromSegment } from './text';

/**
 * How the back office shows the coded values of a submission, in its tables, its details and its CSV files, so the
 * three always read the same.
 */

/** Labels already written: a form has a handful of subjects, and an export writes one per row. */
const subjectLabels = new Map<string, string>();
const KEPT_SUBJECT_LABELS = 256;

/** "quote-request" -> "Quote Request" (the public form's option label); empty stays empty. */
export function subjectText(subject: string): string {
  if (!subject) return '';
  let label = subjectLabels.get(subject);
  if (label === undefined) {
    label = titleFromSegment(subject);
    if (subjectLabels.size < KEPT_SUBJECT_LABELS) subjectLabels.set(subject, label);
  }
  return label;
}

/** "3-5" -> "3-5 years" (the public form's option label); free text is shown as given. */
export function experienceText(experience: string): string {
  return /^\d+(-\d+|\+)?$/.test(experience) ? `${experience} years` : experience;
}
