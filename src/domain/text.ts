import { SLIDER_PANEL_TRUNCATE } from './constants';
import { COMPANY } from './company-info';
import { zonedFormatter } from './zoned-time';

/** Slider panel text: cut at 30 characters plus an ellipsis (public spec 9). */
export function truncate(text: string, max = SLIDER_PANEL_TRUNCATE): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

let graphemes: Intl.Segmenter | undefined;
/** Made on first use: most texts are short and never need it. */
export function graphemeSegmenter(): Intl.Segmenter {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return graphemes;
}

/**
 * The number of characters a reader sees: an emoji family, a Devanagari syllable with its vowel sign or a letter with
 * combining accents is one each, where String.length counts UTF-16 units (an emoji family is 11 of them).
 */
export function graphemeCount(text: string): number {
  // A string never has fewer UTF-16 units than graphemes, and plain ASCII has one unit per grapheme.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemeSegmenter().segment(text)) count += 1;
  return count;
}

/** Removes the fixed trailing company-name suffix ' - {company}' from a stored title (public spec 2.6). */
export function stripTitleSuffix(title: string, suffix: string = COMPANY.titleSuffix): string {
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trimEnd() : title;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The plain text of stored HTML (tags dropped, common entities read, white space folded), cut at a word boundary to
 * at most `max` characters with an ellipsis: a description derived from a page's own content.
 */
export function excerpt(html: string, max: number): string {
  const plain = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Title case of a route segment, for titles derived from the route when content is missing. */
export function titleFromSegment(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// "2026-01-31", "2026-01-31 10:05", "2026-01-31 10:05:00" (PHP/MySQL) and ISO 8601 with an optional fraction and zone.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * "YYYY-MM-DD HH:MM:SS", the form every stored time has (an export formats 100,000 of them), read by position:
 * its UTC milliseconds, or undefined for anything else (another form, or not a real time), which the general
 * pattern below then decides.
 */
function serverTime(value: string): number | undefined {
  if (value.length !== 19) return undefined;
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45 || value.charCodeAt(10) !== 32 || value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) {
    return undefined;
  }
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  const hours = digitsAt(value, 11, 13);
  const minutes = digitsAt(value, 14, 16);
  const seconds = digitsAt(value, 17, 19);
  if (year < 0 || month < 1 || month > 12 || day < 1 || hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!)) return undefined;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds);
}

/** The decimal number written at value[from, to), or -1 if a character there is not a digit. */
function digitsAt(value: string, from: number, to: number): number {
  let number = 0;
  for (let index = from; index < to; index += 1) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * Parses a stored timestamp. Without a zone ("2026-01-31 10:00:00" as PHP/MySQL answer, or a bare date) it is a
 * server time, which is UTC; with Z or an offset it is that instant. Returns null for anything that is not a date: the
 * engine's own parser would also read text such as "Category 5" as a date, and 31 February as 3 March.
 */
export function parseTimestamp(value: string): Date | null {
  const server = serverTime(value);
  if (server !== undefined) return new Date(server);
  const trimmed = value.trim();
  const match = TIMESTAMP.exec(trimmed);
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '', zone] = match;
  const [y, mo, d, h, mi, s] = [Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)] as const;
  const calendar = new Date(Date.UTC(y, mo, d));
  const realDay = calendar.getUTCFullYear() === y && calendar.getUTCMonth() === mo && calendar.getUTCDate() === d;
  if (!realDay || h > 23 || mi > 59 || s > 59) return null;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const date = zone ? new Date(trimmed.replace(' ', 'T')) : new Date(Date.UTC(y, mo, d, h, mi, s, ms));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The zone times are shown in when none is configured: the server's own. */
export const SERVER_TIME_ZONE = 'UTC';

const formats = new Map<string, (date: Date) => string>();

/** True for a time zone this browser knows (an IANA name such as Asia/Kolkata, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The fields of a shown date and time (both specs): "Jan 31, 2026, 10:05 AM", with the zone's short name if `named`. */
export function dateTimeOptions(timeZone: string, named: boolean): Intl.DateTimeFormatOptions {
  return {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    ...(named ? { timeZoneName: 'short' } : {}),
  };
}

function formatIn(timeZone: string, named: boolean): (date: Date) => string {
  const key = `${timeZone}|${named}`;
  let format = formats.get(key);
  if (!format) {
    format = zonedFormatter(new Intl.DateTimeFormat('en-US', dateTimeOptions(timeZone, named)));
    formats.set(key, format);
  }
  return format;
}

/**
 * US English short date with hour and minute (both specs), e.g. "Jan 31, 2026, 10:05 AM", shown in the site's time
 * zone (server times are UTC); `named` adds the zone ("… 03:35 PM GMT+5:30") where a reader must know it.
 */
export function formatDateTime(value: string, timeZone: string = SERVER_TIME_ZONE, { named = false } = {}): string {
  const date = parseTimestamp(value);
  return date ? formatIn(timeZone, named)(date) : value;
}


/** Today's date as YYYY-MM-DD for export file names. */
export function isoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A store timestamp "YYYY-MM-DD HH:MM:SS" in UTC, as the PHP API writes them. */
export function nowTimestamp(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
