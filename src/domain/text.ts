import { SLIDER_PANEL_TRUNCATE } from './constants';
import { COMPANY } from './company-info';

/** Slider panel text: cut at 30 characters plus an ellipsis (public spec 9). */
export function truncate(text: string, max = SLIDER_PANEL_TRUNCATE): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Removes the fixed trailing company-name suffix ' - {company}' from a stored title (public spec 2.6). */
export function stripTitleSuffix(title: string, suffix: string = COMPANY.titleSuffix): string {
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trimEnd() : title;
}

/** Title case of a route segment, for titles derived from the route when content is missing. */
export function titleFromSegment(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Parses a stored timestamp. "2026-01-31 10:00:00" (as PHP/MySQL answer) is read as local time, ISO strings as given.
 * Returns null for anything that is not a date.
 */
export function parseTimestamp(value: string): Date | null {
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? value.replace(' ', 'T') : value;
  const date = new Date(normalised);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** US English short date with hour and minute (both specs), e.g. "Jan 31, 2026, 10:05 AM". */
export function formatDateTime(value: string): string {
  const date = parseTimestamp(value);
  return date ? shortDateTime.format(date) : value;
}

/** Today's date as YYYY-MM-DD for export file names. */
export function isoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A store timestamp "YYYY-MM-DD HH:MM:SS" in local time, as the PHP API writes them. */
export function nowTimestamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
