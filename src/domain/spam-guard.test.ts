import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS, isLikelyBot, spamVerdict } from './spam-guard';

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

describe('spamVerdict', () => {
  it('drops only a filled-in honeypot, even when the visitor confirms', () => {
    expect(spamVerdict({ honeypot: 'x', startedAt, now: startedAt + 60_000 })).toBe('drop');
    expect(spamVerdict({ honeypot: 'x', startedAt, now: startedAt, confirmed: true })).toBe('drop');
  });

  it('asks to confirm a send faster than the minimum fill time, and sends it once confirmed', () => {
    expect(spamVerdict({ honeypot: '', startedAt, now: startedAt + 500 })).toBe('confirm');
    expect(spamVerdict({ honeypot: '', startedAt: null, now: startedAt })).toBe('confirm');
    expect(spamVerdict({ honeypot: '', startedAt, now: startedAt + 500, confirmed: true })).toBe('send');
  });

  it('sends a form filled in at a human pace', () => {
    expect(spamVerdict({ honeypot: '', startedAt, now: startedAt + MIN_FILL_TIME_MS })).toBe('send');
  });
});
