import { describe, expect, it } from 'vitest';
import { flag, id, integer, optionalId, requiredText, text } from './schema-helpers';

describe('flag() (is_active true/1, has_page and the other 0/1 flags)', () => {
  it.each([true, 1, '1', 'true'])('reads %j as true', (value) => {
    expect(flag().parse(value)).toBe(true);
  });

  it.each([false, 0, '0', 'false'])('reads %j as false', (value) => {
    expect(flag(true).parse(value)).toBe(false);
  });

  it('uses the fallback for a missing, null or empty value', () => {
    expect(flag().parse(undefined)).toBe(false);
    expect(flag(true).parse(undefined)).toBe(true);
    expect(flag(true).parse(null)).toBe(true);
    expect(flag(true).parse('')).toBe(true);
  });

  it.each(['yes', 2, 'TRUE', {}])('refuses %j', (value) => {
    expect(flag().safeParse(value).success).toBe(false);
  });
});

describe('id()', () => {
  it('reads numbers and numeric strings', () => {
    expect(id().parse(7)).toBe(7);
    expect(id().parse('42')).toBe(42);
  });

  it.each([0, -1, 1.5, 'abc', ''])('refuses %j', (value) => {
    expect(id().safeParse(value).success).toBe(false);
  });
});

describe('optionalId() (parent references)', () => {
  it.each([null, undefined, '', 0, '0'])('reads %j as no id', (value) => {
    expect(optionalId().parse(value)).toBeNull();
  });

  it('reads numbers and numeric strings', () => {
    expect(optionalId().parse(3)).toBe(3);
    expect(optionalId().parse('3')).toBe(3);
  });

  it('refuses a negative or non-numeric id', () => {
    expect(optionalId().safeParse(-2).success).toBe(false);
    expect(optionalId().safeParse('x').success).toBe(false);
  });
});

describe('integer()', () => {
  it('reads numbers and numeric strings and falls back when missing', () => {
    expect(integer().parse('12')).toBe(12);
    expect(integer(5).parse(undefined)).toBe(5);
    expect(integer(5).parse(null)).toBe(5);
    expect(integer(5).parse('')).toBe(5);
  });

  it('refuses fractions and text', () => {
    expect(integer().safeParse(1.5).success).toBe(false);
    expect(integer().safeParse('x').success).toBe(false);
  });
});

describe('text() and requiredText()', () => {
  it('text() turns null and missing into the empty string and numbers into text', () => {
    expect(text().parse(null)).toBe('');
    expect(text().parse(undefined)).toBe('');
    expect(text().parse(12)).toBe('12');
    expect(text().parse('abc')).toBe('abc');
  });

  it('requiredText() trims and refuses blank text with "{label} is required"', () => {
    expect(requiredText('Title').parse('  Fencing  ')).toBe('Fencing');
    expect(requiredText('Title').safeParse('   ').error?.issues[0]?.message).toBe('Title is required');
    expect(requiredText('Title').safeParse(undefined).error?.issues[0]?.message).toBe('Title is required');
  });
});
