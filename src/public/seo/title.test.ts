import { describe, expect, it } from 'vitest';
import { graphemeCount } from '../../domain/text';
import { TITLE_MAX_LENGTH, headTitle } from './title';

const SUFFIX = ' - Ironcrest Steel Industries';
// A page title of 159 characters and the company suffix: 188 in all.
const LONG =
  'Heavy Duty Galvanised Chain Link Fencing Rolls, Posts, Stays, Tension Wire and Fittings for Farms, Airports, Solar Parks and Industrial Perimeters Across India';

describe('headTitle: the <title> a search result can show', () => {
  it('keeps a title that fits as it is, white space folded', () => {
    expect(headTitle('Contact Us | Ironcrest Steel Industries')).toBe('Contact Us | Ironcrest Steel Industries');
    expect(headTitle('  Fencing \n Solutions  ')).toBe('Fencing Solutions');
  });

  it('cuts a 188-character title at a word boundary with an ellipsis, keeping the company suffix', () => {
    const title = `${LONG}${SUFFIX}`;
    expect(graphemeCount(title)).toBe(188);
    const cut = headTitle(title);
    expect(graphemeCount(cut)).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(graphemeCount(cut)).toBeGreaterThanOrEqual(55);
    expect(cut).toBe(`Heavy Duty Galvanised Chain Link…${SUFFIX}`);
    // Every word kept is whole: the text before the ellipsis is the start of the title, ending at a word's end.
    const head = cut.slice(0, cut.indexOf('…'));
    expect(LONG.startsWith(head)).toBe(true);
    expect(LONG[head.length]).toBe(' ');
  });

  it('keeps other separators before the company name, and cuts a title without it at the limit', () => {
    expect(headTitle(`${LONG} | Ironcrest Steel Industries`)).toMatch(/… \| Ironcrest Steel Industries$/);
    const plain = headTitle(LONG);
    expect(plain.endsWith('…')).toBe(true);
    expect(graphemeCount(plain)).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(LONG.startsWith(plain.slice(0, -1))).toBe(true);
  });

  it('counts characters as a reader does: an emoji family or an accented letter is one', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(graphemeCount(family)).toBe(1);
    expect(graphemeCount('Cafe\u0301')).toBe(4);
    // 60 families fit although they are 660 code units long; 70 do not, and none is split.
    expect(headTitle(`${family} `.repeat(30).trim())).toBe(`${family} `.repeat(30).trim());
    const cut = headTitle(`${family} `.repeat(40).trim());
    expect(graphemeCount(cut)).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(cut.replace('…', '').split(' ').every((part) => part === family)).toBe(true);
  });

  it('cuts one endless word, or text without spaces, without breaking a character', () => {
    const word = 'Ä'.normalize('NFD').repeat(100);
    const cut = headTitle(word);
    expect(graphemeCount(cut)).toBe(TITLE_MAX_LENGTH);
    expect(cut.normalize('NFC')).toBe(`${'Ä'.repeat(TITLE_MAX_LENGTH - 1)}…`);
  });
});
