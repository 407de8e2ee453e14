import { describe, expect, it } from 'vitest';
import { dateTimeOptions } from './text';
import { zonedFormatter } from './zoned-time';

const options = dateTimeOptions;

// Whole-hour, half-hour and 45-minute offsets, both hemispheres' daylight saving, a 30-minute DST shift and a zone
// east of the date line.
const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Pacific/Kiritimati', 'America/St_Johns'];

/**
 * Deterministic instants: every 7 hours 7 minutes 13 seconds over three years, every 73 seconds over three days (many
 * instants in each hour), plus both sides of each DST change.
 */
function instants(): number[] {
  const out: number[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let ms = start; ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7 + 433_000) out.push(ms);
  for (let ms = Date.UTC(2026, 4, 30, 20); ms < Date.UTC(2026, 5, 2, 20); ms += 73_000) out.push(ms);
  for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 3, 4, 15)])
    for (let delta = -90; delta <= 90; delta += 1) out.push(change + delta * 60_000);
  out.push(Date.UTC(1969, 11, 31, 23, 59), Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2026, 0, 1, 12, 0), Date.UTC(2026, 0, 1, 11, 59, 59, 999));
  return out;
}

describe('zonedFormatter', () => {
  it.each(ZONES)('writes exactly what Intl writes in %s, with and without the zone name', (zone) => {
    for (const named of [false, true]) {
      const intl = new Intl.DateTimeFormat('en-US', options(zone, named));
      const fast = zonedFormatter(intl);
      const mismatches = instants()
        .map((ms) => new Date(ms))
        .filter((date) => fast(date) !== intl.format(date))
        .map((date) => `${date.toISOString()}: ${fast(date)} ≠ ${intl.format(date)}`);
      expect(mismatches.slice(0, 3)).toEqual([]);
    }
  });

  it('follows a 24-hour clock when the format uses one', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { ...options('Asia/Kolkata', true), hourCycle: 'h23' });
    const fast = zonedFormatter(intl);
    for (const ms of instants().slice(0, 500)) expect(fast(new Date(ms))).toBe(intl.format(ms));
  });

  it('leaves formats with fields it does not write (seconds) to Intl', () => {
    const intl = new Intl.DateTimeFormat('en-US', { ...options('America/New_York', false), second: '2-digit' });
    const fast = zonedFormatter(intl);
    const date = new Date(Date.UTC(2026, 5, 1, 12, 34, 56));
    expect(fast(date)).toBe(intl.format(date));
    expect(fast(date)).toContain(':56');
  });
});
