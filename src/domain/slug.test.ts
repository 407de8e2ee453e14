import { describe, expect, it } from 'vitest';
import { ruleMessages } from './messages';
import { canonicalSlug, navigationSlugProblem, pageSlugProblem, sameSlug, slugify, slugOwner, uniqueSlug } from './slug';

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

  it('keeps the letters of other scripts, so a title in Arabic or Chinese gives a usable slug', () => {
    expect(slugify('鋼 Steel')).toBe('鋼-steel');
    expect(slugify('حلول السياج')).toBe('حلول-السياج');
    expect(slugify('钢铁围栏 2026')).toBe('钢铁围栏-2026');
    expect(slugify('フェンス・ゲート')).toBe('フェンスゲート');
    expect(slugify('Ограждения Москва')).toBe('ограждения-москва');
    expect(slugify('इस्पात बाड़')).toBe('इस्पात-बाड़'.normalize('NFC'));
    expect(slugify('한국 강철')).toBe('한국-강철');
  });

  it('leaves out the optional vowel points of Arabic and Hebrew and the Arabic stretching stroke', () => {
    expect(slugify('حُلُول')).toBe('حلول');
    expect(slugify('حلـــول')).toBe('حلول');
    expect(slugify('שָׁלוֹם')).toBe('שלום');
  });

  it('drops tabs and other whitespace that is not a space, and punctuation of any script', () => {
    expect(slugify('Tab\tSeparated')).toBe('tabseparated');
    expect(slugify('سياج، بوابات؟')).toBe('سياج-بوابات');
    expect(slugify('钢铁（围栏）。')).toBe('钢铁围栏');
  });

  it('gives its result in the form the public route compares addresses in', () => {
    for (const title of ['حلول السياج', 'Crème Brûlée', '钢铁', 'ΑΘΗΝΑ', 'がぎぐ']) expect(canonicalSlug(slugify(title))).toBe(slugify(title));
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

describe('one slug per page and per navigation item', () => {
  const pages = [
    { id: 1, title: 'Fencing Solutions', slug: 'fencing' },
    { id: 2, title: 'Café', slug: 'Cafe' },
    { id: 3, title: 'Fencing 2', slug: 'fencing-2' },
  ];

  it('compares slugs as the public route does: any case, composed or decomposed', () => {
    expect(sameSlug('Fencing', 'fencing')).toBe(true);
    expect(sameSlug('CAF\u00c9', 'cafe\u0301')).toBe(true);
    expect(sameSlug('Cafe', 'cafe')).toBe(true);
    expect(sameSlug('fencing', 'fencing-2')).toBe(false);
  });

  it('finds the other record that has a slug, taking the slug as it would be stored', () => {
    expect(slugOwner('fencing', pages)?.id).toBe(1);
    expect(slugOwner(' Fencing ', pages)?.id).toBe(1);
    expect(slugOwner('caf\u00e9', pages)?.id).toBe(2);
    expect(slugOwner('fencing', pages, 1)).toBeUndefined();
    expect(slugOwner('gates', pages)).toBeUndefined();
    expect(slugOwner('', pages)).toBeUndefined();
  });

  it('numbers a derived slug as WordPress does when it is taken', () => {
    expect(uniqueSlug('Fencing', pages)).toBe('fencing-3');
    expect(uniqueSlug('Gates', pages)).toBe('gates');
    expect(uniqueSlug('Fencing', pages, 1)).toBe('fencing');
    expect(uniqueSlug('حلول', [{ id: 9, slug: 'حلول' }])).toBe('حلول-2');
  });

  it('names the page or navigation item that has the slug', () => {
    expect(pageSlugProblem('Fencing', pages)).toBe(ruleMessages.slugTaken('fencing', ruleMessages.slugOwnerPage('Fencing Solutions')));
    expect(pageSlugProblem('fencing', pages)).toBe('The slug "fencing" is already used by the page "Fencing Solutions". Choose another slug.');
    expect(navigationSlugProblem('fencing', pages)).toBe('The slug "fencing" is already used by the navigation item "Fencing Solutions". Choose another slug.');
    expect(pageSlugProblem('fencing', pages, 1)).toBeNull();
  });
});
