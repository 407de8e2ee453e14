const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Part = Intl.DateTimeFormatPart;
/**
 * What one UTC day needs to be written without asking Intl again: its zone offset and its parts' shape, and, when the
 * minute is written once, the text around it for each local hour of the day met so far.
 */
type Day = { offsetMs: number; template: readonly Part[]; hours: Map<number, readonly [string, string]> | null };

/** The parts this writes itself; a template with any other (seconds, weekday …) is left to Intl. */
const WRITTEN = new Set<Part['type']>(['year', 'month', 'day', 'hour', 'minute', 'dayPeriod', 'timeZoneName', 'literal']);

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The output of `format` (an Intl.DateTimeFormat with numeric year and day, short month, 2-digit hour and minute,
 * an optional short zone name), written field by field from the UTC offset of the instant's day. Intl's zone
 * conversion costs about 3 µs a call, which is a third of a 100,000-row CSV export; this asks Intl three times per UTC
 * day instead and fills in the fields, so every string is byte for byte Intl's own.
 *
 * A day whose offset or zone name is not the same at its start, noon and end (a daylight-saving change) is not
 * cached: each of its instants is formatted by Intl itself.
 */
export function zonedFormatter(format: Intl.DateTimeFormat): (date: Date) => string {
  const { timeZone, hourCycle } = format.resolvedOptions();
  const numeric = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const offsetAt = (ms: number): number => {
    const fields: Record<string, number> = {};
    for (const part of numeric.formatToParts(ms)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
    const local = Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour! % 24, fields.minute!, fields.second!);
    return local - (ms - (((ms % 1000) + 1000) % 1000));
  };
  // The words of the locale, from the same options in UTC: month names and the day periods (AM/PM).
  const utc = new Intl.DateTimeFormat(format.resolvedOptions().locale, { ...optionsOf(format), timeZone: 'UTC' });
  const wordOf = (ms: number, type: Part['type']) => utc.formatToParts(ms).find((part) => part.type === type)?.value ?? '';
  const months = Array.from({ length: 12 }, (_, month) => wordOf(Date.UTC(2000, month, 15, 12), 'month'));
  const periods = [wordOf(Date.UTC(2000, 0, 15, 1), 'dayPeriod'), wordOf(Date.UTC(2000, 0, 15, 13), 'dayPeriod')] as const;
  const shape = (parts: readonly Part[]) => parts.map((part) => (part.type === 'literal' ? `:${part.value}` : part.type)).join('|');
  const zoneName = (parts: readonly Part[]) => parts.find((part) => part.type === 'timeZoneName')?.value;
  const days = new Map<number, Day | null>();

  const dayOf = (day: number): Day | null => {
    const start = day * DAY_MS;
    const samples = [start, start + DAY_MS / 2, start + DAY_MS - 1];
    const offsets = samples.map(offsetAt);
    const found = samples.map((ms) => partsAsFormatted(format, ms));
    if (found.some((parts) => parts === null)) return null;
    const templates = found as Part[][];
    const same =
      templates[0]!.every((part) => WRITTEN.has(part.type)) &&
      offsets.every((offset) => offset === offsets[0]) &&
      templates.every((parts) => shape(parts) === shape(templates[0]!) && zoneName(parts) === zoneName(templates[0]!));
    if (!same) return null;
    const template = templates[0]!;
    const minutes = template.filter((part) => part.type === 'minute').length;
    return { offsetMs: offsets[0]!, template, hours: minutes === 1 ? new Map() : null };
  };

  const hourText = (hour: number): string => {
    if (hourCycle === 'h23') return pad2(hour);
    if (hourCycle === 'h24') return pad2(hour === 0 ? 24 : hour);
    if (hourCycle === 'h11') return pad2(hour % 12);
    return pad2(hour % 12 === 0 ? 12 : hour % 12);
  };

  /** The template's parts from `from` to `to` (indexes), for the local time `local` (a Date read in UTC). */
  const write = (template: readonly Part[], local: Date, from = 0, to = template.length): string => {
    let text = '';
    for (let index = from; index < to; index += 1) {
      const part = template[index]!;
      switch (part.type) {
        case 'year':
          text += String(local.getUTCFullYear());
          break;
        case 'month':
          text += months[local.getUTCMonth()];
          break;
        case 'day':
          text += String(local.getUTCDate());
          break;
        case 'hour':
          text += hourText(local.getUTCHours());
          break;
        case 'minute':
          text += pad2(local.getUTCMinutes());
          break;
        case 'dayPeriod':
          text += periods[local.getUTCHours() < 12 ? 0 : 1];
          break;
        default:
          // Literals and the zone's name are the day's own.
          text += part.value;
      }
    }
    return text;
  };

  return (date: Date) => {
    const ms = date.getTime();
    const dayNumber = Math.floor(ms / DAY_MS);
    let day = days.get(dayNumber);
    if (day === undefined) {
      day = dayOf(dayNumber);
      days.set(dayNumber, day);
    }
    if (!day) return format.format(date);
    const local = ms + day.offsetMs;
    if (!day.hours) return write(day.template, new Date(local));
    // Within a local hour only the minute changes: the text around it is written once per hour.
    const hour = Math.floor(local / HOUR_MS);
    let around = day.hours.get(hour);
    if (!around) {
      const start = new Date(hour * HOUR_MS);
      const at = day.template.findIndex((part) => part.type === 'minute');
      around = [write(day.template, start, 0, at), write(day.template, start, at + 1)];
      day.hours.set(hour, around);
    }
    return around[0] + pad2(Math.floor((local - hour * HOUR_MS) / MINUTE_MS)) + around[1];
  };
}

/**
 * formatToParts with each part's text as format() writes it: V8's format() writes a plain space where its
 * formatToParts gives U+202F before AM/PM, and the strings must match format() byte for byte. Null when the two
 * do not line up.
 */
function partsAsFormatted(format: Intl.DateTimeFormat, ms: number): Part[] | null {
  const parts = format.formatToParts(ms);
  const text = format.format(ms);
  if (parts.reduce((length, part) => length + part.value.length, 0) !== text.length) return null;
  let at = 0;
  return parts.map((part) => {
    const value = text.slice(at, (at += part.value.length));
    return { ...part, value };
  });
}

/** The field options of a format, without its zone, to build the same format in UTC. */
function optionsOf(format: Intl.DateTimeFormat): Intl.DateTimeFormatOptions {
  const { year, month, day, hour, minute, timeZoneName, hourCycle } = format.resolvedOptions();
  return { year, month, day, hour, minute, timeZoneName, hourCycle } as Intl.DateTimeFormatOptions;
}
