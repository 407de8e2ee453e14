import { titleFromSegment } from './text';

/**
 * How the back office shows the coded values of a submission, in its tables, its details and its CSV files, so the
 * three always read the same.
 */

/** "quote-request" -> "Quote Request" (the public form's option label); empty stays empty. */
export function subjectText(subject: string): string {
  return subject ? titleFromSegment(subject) : '';
}

/** "3-5" -> "3-5 years" (the public form's option label); free text is shown as given. */
export function experienceText(experience: string): string {
  return /^\d+(-\d+|\+)?$/.test(experience) ? `${experience} years` : experience;
}
