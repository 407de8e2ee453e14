import { describe, expect, it } from 'vitest';
import { canonicalSlug, slugify } from './slug';

describe('slugify (admin spec 5)', () => {
  it('lowercases a title and turns its spaces into hyphens', () => {
    expect(slugify('About Us')).toBe('about-us');
  });

  it('removes characters other than letters, digits, space and hyphen and collapses the hyphens left behind', () => {
    expect(slugify('Steel & Iron  Works')).toBe('steel-iron-works');
    expect(slugify('Vision & Mission')).toBe('vision-mission');
    expect(slugify("Nuts, Bolts (M12) / Washers!")).toBe('nuts-bolts-m12-washers');
  });

  it('collapses repeated hyphens, whether typed or produced by spaces', () => {
    expect(slugify('Fencing -- Gates')).toBe('fencing-gates');
    expect(slugify('a---b')).toBe('a-b');
  });

  it('keeps digits', () => {
    expect(slugify('ISO 9001 2015')).toBe('iso-9001-2015');
    expect(slugify('24x7 Support')).toBe('24x7-support');
  });

  it('never starts or ends with a hyphen, whatever surrounds the title', () => {
    expect(slugify('  About Us  ')).toBe('about-us');
    expect(slugify(' Careers')).toBe('careers');
    expect(slugify('-- Gates & Panels! --')).toBe('gates-panels');
  });

  it('keeps the base letter of accented letters', () => {
    expect(slugify('Café Déco')).toBe('cafe-deco');
    expect(slugify('Straße Łódź Ærø Crème brûlée')).toBe('strasse-lodz-aero-creme-brulee');
  });

  it('drops letters it cannot spell in a-z, tabs and other whitespace that is not a space', () => {
    expect(slugify('鋼 Steel')).toBe('steel');
    expect(slugify('Tab\tSeparated')).toBe('tabseparated');
  });

  it('gives an empty slug for an empty or symbol-only title', () => {
    expect(slugify('')).toBe('');
    expect(slugify('&&&')).toBe('');
  });
});

describe('canonicalSlug: the form an address and a stored slug are compared in', () => {
  const composed = 'caf\u00e9';
  const decomposed = 'cafe\u0301';

  it('is lower-case', () => {
    expect(canonicalSlug('Fencing')).toBe('fencing');
    expect(canonicalSlug('CHAIN-Link-Fencing')).toBe('chain-link-fencing');
  });

  it('joins an accent typed as a combining mark with its letter (NFC), in either case', () => {
    expect(decomposed).not.toBe(composed);
    expect(canonicalSlug(decomposed)).toBe(composed);
    expect(canonicalSlug('CAFE\u0301')).toBe(composed);
    expect(canonicalSlug(composed)).toBe(composed);
  });

  it('leaves a slug made by slugify as it is', () => {
    for (const title of ['About Us', 'Café Déco', 'ISO 9001 2015']) expect(canonicalSlug(slugify(title))).toBe(slugify(title));
  });
});
