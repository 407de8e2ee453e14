import { describe, expect, it } from 'vitest';
import { COMPANY } from './company-info';
import { formatDateTime, graphemeCount, isoDate, isTimeZone, nowTimestamp, parseTimestamp, stripTitleSuffix, titleFromSegment, truncate } from './text';

describe('stripTitleSuffix (public spec 2.6)', () => {
  it('removes the trailing company-name suffix from a stored title', () => {
    expect(stripTitleSuffix('Manufacturing - Ironcrest Steel Industries')).toBe('Manufacturing');
    expect(stripTitleSuffix(`Chain Link Fencing${COMPANY.titleSuffix}`)).toBe('Chain Link Fencing');
  });

  it('leaves a title without the suffix, or with the company name elsewhere, unchanged', () => {
    expect(stripTitleSuffix('Fencing')).toBe('Fencing');
    expect(stripTitleSuffix('Ironcrest Steel Industries - History')).toBe('Ironcrest Steel Industries - History');
    expect(stripTitleSuffix('Fencing - Ironcrest')).toBe('Fencing - Ironcrest');
  });

  it('removes only one suffix, and only at the end', () => {
    expect(stripTitleSuffix('A - Ironcrest Steel Industries - Ironcrest Steel Industries')).toBe('A - Ironcrest Steel Industries');
  });

  it('takes another suffix when given one', () => {
    expect(stripTitleSuffix('Home | Acme', ' | Acme')).toBe('Home');
  });
});

describe('truncate (public spec 9: 30 characters plus an ellipsis)', () => {
  const thirty = 'x'.repeat(30);

  it('keeps a text of exactly 30 characters as is', () => {
    expect(truncate(thirty)).toBe(thirty);
  });

  it('cuts a text of 31 characters at 30 and adds ...', () => {
    expect(truncate(`${thirty}y`)).toBe(`${thirty}...`);
  });

  it('cuts a long panel description', () => {
    expect(truncate('Custom steel fabrication to your drawings')).toBe('Custom steel fabrication to yo...');
  });

  it('keeps short and empty texts', () => {
    expect(truncate('Short')).toBe('Short');
    expect(truncate('')).toBe('');
  });

  it('takes another limit when given one', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});

describe('titleFromSegment', () => {
  it('title-cases a route segment split on hyphens, underscores and spaces', () => {
    expect(titleFromSegment('chain-link-fencing')).toBe('Chain Link Fencing');
    expect(titleFromSegment('animal_handling')).toBe('Animal Handling');
    expect(titleFromSegment('building  hardware')).toBe('Building Hardware');
  });

  it('ignores leading, trailing and repeated separators', () => {
    expect(titleFromSegment('-fasteners--')).toBe('Fasteners');
    expect(titleFromSegment('')).toBe('');
  });
});

describe('parseTimestamp', () => {
  it('reads every stored time by the calendar: leap days, month ends and impossible times', () => {
    const read = (value: string) => parseTimestamp(value)?.toISOString() ?? null;
    expect(read('2024-02-29 23:59:59')).toBe('2024-02-29T23:59:59.000Z');
    expect(read('2000-02-29 00:00:00')).toBe('2000-02-29T00:00:00.000Z');
    expect(read('2026-12-31 12:00:00')).toBe('2026-12-31T12:00:00.000Z');
    for (const impossible of ['2026-02-29 10:00:00', '1900-02-29 10:00:00', '2026-04-31 10:00:00', '2026-13-01 10:00:00', '2026-00-10 10:00:00', '2026-01-00 10:00:00', '2026-01-31 24:00:00', '2026-01-31 10:60:00', '2026-01-31 10:00:60', '2026-01-3x 10:00:00', '2026/01/31 10:00:00']) {
      expect([impossible, read(impossible)]).toEqual([impossible, null]);
    }
  });

  it('reads the PHP/MySQL form "YYYY-MM-DD HH:MM:SS" as a server time, which is UTC', () => {
    const date = parseTimestamp('2026-01-31 10:05:09');
    expect(date?.toISOString()).toBe('2026-01-31T10:05:09.000Z');
  });

  it('reads the form without seconds, and a bare date as midnight UTC', () => {
    expect(parseTimestamp('2026-01-31 10:05')?.toISOString()).toBe('2026-01-31T10:05:00.000Z');
    expect(parseTimestamp('2026-01-31')?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('reads ISO 8601 with a zone as that instant', () => {
    expect(parseTimestamp('2026-01-31T10:05:00.000Z')?.toISOString()).toBe('2026-01-31T10:05:00.000Z');
    expect(parseTimestamp('2026-01-31T15:35:00+05:30')?.toISOString()).toBe('2026-01-31T10:05:00.000Z');
  });

  it('reads ISO 8601 without a zone as UTC too', () => {
    expect(parseTimestamp('2026-01-31T10:05:00')?.toISOString()).toBe('2026-01-31T10:05:00.000Z');
    expect(parseTimestamp('2026-01-31T10:05:00.250')?.toISOString()).toBe('2026-01-31T10:05:00.250Z');
  });

  it.each(['', 'not a date', 'Category 5', 'foo 1', '12', '2026', 'Jan 31', '2026-13-01 10:00:00', '2026-02-31', '2026-01-31 25:00:00'])(
    'returns null for %j',
    (value) => {
      expect(parseTimestamp(value)).toBeNull();
    },
  );
});

describe('formatDateTime (US English short date with hour and minute)', () => {
  it('formats a stored timestamp', () => {
    expect(formatDateTime('2026-01-31 10:05:00')).toBe('Jan 31, 2026, 10:05 AM');
    expect(formatDateTime('2026-12-01 16:45:00')).toBe('Dec 1, 2026, 04:45 PM');
  });

  it('uses two-digit hours', () => {
    expect(formatDateTime('2026-03-05 08:15:00')).toBe('Mar 5, 2026, 08:15 AM');
    expect(formatDateTime('2026-03-05 00:15:00')).toBe('Mar 5, 2026, 12:15 AM');
  });

  it("shows a server (UTC) time in the site's time zone, naming the zone when asked", () => {
    expect(formatDateTime('2026-01-31 10:05:00', 'Asia/Kolkata')).toBe('Jan 31, 2026, 03:35 PM');
    expect(formatDateTime('2026-01-31 20:00:00', 'Asia/Kolkata', { named: true })).toBe('Feb 1, 2026, 01:30 AM GMT+5:30');
    expect(formatDateTime('2026-07-01 12:00:00', 'Europe/London', { named: true })).toBe('Jul 1, 2026, 01:00 PM GMT+1');
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('Category 5')).toBe('Category 5');
    expect(formatDateTime('')).toBe('');
  });
});

describe('isoDate and nowTimestamp', () => {
  const date = new Date(2026, 0, 5, 7, 3, 9);

  it('gives the local date as YYYY-MM-DD', () => {
    expect(isoDate(date)).toBe('2026-01-05');
  });

  it('gives a store timestamp as YYYY-MM-DD HH:MM:SS in UTC, as a server writes it', () => {
    expect(nowTimestamp(new Date(Date.UTC(2026, 0, 5, 23, 3, 9)))).toBe('2026-01-05 23:03:09');
  });

  it('writes timestamps parseTimestamp reads back', () => {
    expect(parseTimestamp(nowTimestamp(date))).toEqual(date);
  });

  it('defaults to now', () => {
    expect(isoDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(nowTimestamp()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('graphemeCount: characters as a person counts them', () => {
  it('counts an emoji family, a Devanagari syllable and an Arabic letter with its vowel mark as one each', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    expect(family.length).toBe(11);
    expect(graphemeCount(family)).toBe(1);
    expect(graphemeCount('\u0939\u093F\u0928\u094D\u0926\u0940')).toBe(2);
    expect(graphemeCount('\u0641\u064E\u0648\u0652\u0644\u064E\u0627\u0630\u064C')).toBe(5);
    expect(graphemeCount('Cafe\u0301 \r\n')).toBe(6);
  });

  it('counts plain ASCII by its length, and nothing as 0', () => {
    expect(graphemeCount('Ironcrest Steel')).toBe(15);
    expect(graphemeCount('')).toBe(0);
  });
});
