import type { CareerApplication } from './careers';
import { CAREER_CSV_COLUMNS, CONTACT_CSV_COLUMNS } from './constants';
import type { ContactSubmission } from './submissions';
import { experienceText, subjectText } from './submission-labels';
import { formatDateTime, isoDate } from './text';

/**
 * The rows of the two CSV exports (admin spec 9), kept pure so the back office and tests build the same cells.
 * A file reads as the screen does: times in the site's time zone, subject and experience as their labels.
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
 * A phone number in international form: "+", a digit, then only digits, spaces and brackets ("+91 98140 22750",
 * "+44 (0)20 7946 0958"), 7 to 15 digits (E.164 numbers have at most 15). Such a cell holds no operator, letter,
 * reference or function, so a spreadsheet can compute nothing from it. A dash is an operator: "+91-98140-22750" is
 * evaluated as a subtraction, so it keeps the guard, as does anything with a leading space or non-ASCII digits.
 */
const PHONE_NUMBER = /^\+[0-9][0-9 ()]*$/;
const PHONE_DIGITS = { min: 7, max: 15 };

function isPhoneNumber(value: string): boolean {
  if (!PHONE_NUMBER.test(value)) return false;
  let digits = 0;
  for (const char of value) if (char >= '0' && char <= '9') digits += 1;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max && value.length <= 2 * PHONE_DIGITS.max;
}

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): invisible, and a name holding
 * one ("\u202Efdp.exe") makes a spreadsheet or a text editor draw the rest of its cell, or of its line, in another
 * order. They are removed, so every cell reads in the order it was typed.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
/** Word joiners (U+2060) ahead of the text, which would hide a formula sign from a check that looks at the start. */
const LEADING_WORD_JOINERS = /^([\s\u00a0\ufeff]*)\u2060+/u;
/** Either of the above anywhere in a cell. */
const ANY_CONTROL = /[\u202a-\u202e\u2066-\u2069\u2060]/;

/** The text without bidi controls and without leading word joiners. */
export function withoutBidiControls(value: string): string {
  // Almost every cell has neither: one scan instead of two replacements (a 100,000-row export has 700,000 cells).
  if (!ANY_CONTROL.test(value)) return value;
  return value.replace(BIDI_CONTROLS, '').replace(LEADING_WORD_JOINERS, '$1');
}

/**
 * A cell a spreadsheet shows as text, in the order it was typed: bidi controls are removed first (withoutBidiControls),
 * then a cell starting (after any spaces) with =, +, -, @ or their full-width forms, or
 * with a tab or carriage return, gets a leading single quote,
 * so "=HYPERLINK(...)" typed into the public contact form is never evaluated on the administrator's machine.
 * A phone number such as "+91 98140 22750" is not a formula (see isPhoneNumber) and is exported as typed.
 */
export function neutraliseCell(raw: string): string {
  const value = withoutBidiControls(raw);
  return FORMULA_TRIGGER.test(value) && !isPhoneNumber(value) ? `'${value}` : value;
}

/** "submitted time" -> "Submitted Time": the documented column names as readable headers. */
function header(column: string): string {
  return column.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export const CONTACT_CSV_HEADERS: readonly string[] = CONTACT_CSV_COLUMNS.map(header);
export const CAREER_CSV_HEADERS: readonly string[] = CAREER_CSV_COLUMNS.map(header);

/**
 * A stored time (UTC) as the details show it: in the site's time zone, with the zone's name ("Jan 15, 2026, 02:30 PM
 * GMT+5:30"). The documented column names stay the headers, so each time cell names its own zone; the formatter is
 * created once per zone (formatDateTime keeps it), not per row.
 */
const csvTime = (value: string, timeZone: string) => formatDateTime(value, timeZone, { named: true });

/** One exported contact submission, in CONTACT_CSV_COLUMNS order, its time shown in `timeZone` (the site's). */
export function contactCsvRow(row: ContactSubmission, timeZone: string): string[] {
  return [row.name, row.email, row.phone, subjectText(row.subject), row.message, row.status, csvTime(row.created_at, timeZone)].map(
    neutraliseCell,
  );
}

/**
 * One exported career application, in CAREER_CSV_COLUMNS order, its time shown in `timeZone` (the site's);
 * "resume file" is the name the applicant uploaded.
 */
export function careerCsvRow(row: CareerApplication, timeZone: string): string[] {
  return [
    row.name,
    row.email,
    row.phone,
    row.position,
    experienceText(row.experience),
    row.resume_filename || row.resume_file,
    row.status,
    csvTime(row.created_at, timeZone),
  ].map(neutraliseCell);
}

export type CsvExportKind = 'contact' | 'career';

/** The row each export is made of. */
export type CsvRowOf = { contact: ContactSubmission; career: CareerApplication };

/** Each export's header line. */
export const CSV_HEADERS: { readonly [K in CsvExportKind]: readonly string[] } = {
  contact: CONTACT_CSV_HEADERS,
  career: CAREER_CSV_HEADERS,
};

/**
 * Each export's cells for one row, times in `timeZone`: looked up by name, so that a worker, which cannot be handed
 * a function, builds the same file as the page would.
 */
export function csvCellsOf<K extends CsvExportKind>(kind: K, timeZone: string): (row: CsvRowOf[K]) => string[] {
  if (kind === 'contact') return (row) => contactCsvRow(row as ContactSubmission, timeZone);
  return (row) => careerCsvRow(row as CareerApplication, timeZone);
}

const FILE_PREFIX: Record<CsvExportKind, string> = {
  contact: 'contact_submissions',
  career: 'career_applications',
};

/** contact_submissions_{YYYY-MM-DD}.csv and career_applications_{YYYY-MM-DD}.csv (admin spec 9), in local time. */
export function csvFileName(kind: CsvExportKind, date: Date = new Date()): string {
  return `${FILE_PREFIX[kind]}_${isoDate(date)}.csv`;
}
