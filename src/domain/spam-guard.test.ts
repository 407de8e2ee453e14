import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS, isLikelyBot } from './spam-guard';

const startedAt = 1_700_000_000_000;

describe('isLikelyBot', () => {
  it('lets through an empty honeypot sent after the minimum fill time', () => {
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt + MIN_FILL_TIME_MS })).toBe(false);
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt + 60_000 })).toBe(false);
  });

  it('flags a filled-in honeypot however slowly the form was sent', () => {
    expect(isLikelyBot({ honeypot: 'https://spam.example', startedAt, now: startedAt + 60_000 })).toBe(true);
  });

  it('ignores a honeypot holding only whitespace', () => {
    expect(isLikelyBot({ honeypot: '  ', startedAt, now: startedAt + 60_000 })).toBe(false);
  });

  it('flags a form sent faster than the minimum fill time', () => {
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt + MIN_FILL_TIME_MS - 1 })).toBe(true);
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt })).toBe(true);
  });

  it('flags a form sent without ever having been shown', () => {
    expect(isLikelyBot({ honeypot: '', startedAt: null, now: startedAt })).toBe(true);
  });

  it('accepts a custom minimum fill time', () => {
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt + 500, minFillTimeMs: 0 })).toBe(false);
    expect(isLikelyBot({ honeypot: '', startedAt, now: startedAt + 500, minFillTimeMs: 1000 })).toBe(true);
  });
});
