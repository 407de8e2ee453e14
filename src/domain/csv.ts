import type { CareerApplication } from './careers';
import { CAREER_CSV_COLUMNS, CONTACT_CSV_COLUMNS } from './constants';
import type { ContactSubmission } from './submissions';
import { isoDate } from './text';

/**
 * The rows of the two CSV exports (admin spec 9), kept pure so the back office and tests build the same cells.
 * Turning rows into CSV text (quoting) is papaparse's job in the back office.
 */

/** Excel and LibreOffice read a UTF-8 file as the local code page unless it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * Spreadsheets treat a cell starting with one of these as a formula (CSV or formula injection, OWASP): = + - @, tab
 * and carriage return, also after leading spaces (Excel and LibreOffice skip them) and in their full-width forms
 * (＝ ＋ － ＠), which some spreadsheet versions and East Asian locales read as the ASCII ones.
 */
const FORMULA_TRIGGER = /^(?:[\t\r]|[\s\u00a0\u2000-\u200d\u2028\u2029\u202f\u205f\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\u2212\ufe62\ufe63\ufe66])/u;

/**
 * A cell a spreadsheet shows as text: one starting (after any spaces) with =, +, -, @ or their full-width forms, or
 * with a tab or carriage return, gets a leading single quote,
 * so "=HYPERLINK(...)" typed into the public contact form is never evaluated on the administrator's machine.
 * This includes phone numbers such as "+91 ...", which then read as text, as they should.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/** "submitted time" -> "Submitted Time": the documented column names as readable headers. */
function header(column: string): string {
  return column.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export const CONTACT_CSV_HEADERS: readonly string[] = CONTACT_CSV_COLUMNS.map(header);
export const CAREER_CSV_HEADERS: readonly string[] = CAREER_CSV_COLUMNS.map(header);

/**
 * One exported contact submission, in CONTACT_CSV_COLUMNS order. Times stay as stored ("2026-03-05 08:15:00"):
 * spreadsheets read that form as a date and time and it sorts correctly.
 */
export function contactCsvRow(row: ContactSubmission): string[] {
  return [row.name, row.email, row.phone, row.subject, row.message, row.status, row.created_at].map(neutraliseCell);
}

/** One exported career application, in CAREER_CSV_COLUMNS order; "resume file" is the name the applicant uploaded. */
export function careerCsvRow(row: CareerApplication): string[] {
  return [
    row.name,
    row.email,
    row.phone,
    row.position,
    row.experience,
    row.resume_filename || row.resume_file,
    row.status,
    row.created_at,
  ].map(neutraliseCell);
}

export type CsvExportKind = 'contact' | 'career';

const FILE_PREFIX: Record<CsvExportKind, string> = {
  contact: 'contact_submissions',
  career: 'career_applications',
};

/** contact_submissions_{YYYY-MM-DD}.csv and career_applications_{YYYY-MM-DD}.csv (admin spec 9), in local time. */
export function csvFileName(kind: CsvExportKind, date: Date = new Date()): string {
  return `${FILE_PREFIX[kind]}_${isoDate(date)}.csv`;
}
