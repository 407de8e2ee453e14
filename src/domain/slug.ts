import { ruleMessages } from './messages';

// Hebrew points and cantillation, Arabic harakat, Quranic marks and the stretching stroke (tatweel): optional marks.
const OPTIONAL_POINTS: ReadonlyArray<readonly [number, number]> = [[0x0591, 0x05c7], [0x0610, 0x061a], [0x0640, 0x0640], [0x064b, 0x065f], [0x0670, 0x0670], [0x06d6, 0x06ed]];
const isOptionalPoint = (mark: string) => {
  const code = mark.codePointAt(0) ?? 0;
  return OPTIONAL_POINTS.some(([from, to]) => code >= from && code <= to);
};

/**
 * Slug derivation (admin spec 5): lowercase, characters other than letters, digits, space and hyphen removed,
 * spaces to hyphens, repeated hyphens collapsed. Beyond the written rule, as editors expect from a CMS: accented
 * Latin letters keep their base letter (Café → cafe, not caf), letters of other scripts are letters too and stay
 * (an Arabic or Chinese title gives an Arabic or Chinese slug, which links percent-encode, as WordPress does), the
 * optional vowel points of Arabic and Hebrew are left out (addresses are typed without them), and no slug starts
 * or ends with a hyphen. The result is in canonicalSlug's form, the form the public route looks pages up in.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    // Marks on Latin letters are folded away (é → e); marks of other scripts (Devanagari vowel signs) spell the word.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/\p{M}|\u0640/gu, (mark) => (isOptionalPoint(mark) ? '' : mark))
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd} -]/gu, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return canonicalSlug(slug);
}

/** Lowercase text with accents dropped and the letters that have no decomposition spelled out (Café → cafe, ß → ss): for slugs and for searches that should not care. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase();
}

/**
 * The form in which a slug in an address is compared with a stored one: lower-case, in Unicode's composed form (NFC).
 * Slugs made by slugify are lower-case ASCII already; an address typed with capitals (/page/Fencing), or whose "é" is
 * an "e" followed by a combining accent (as macOS keyboards and some link builders send it), still names that page.
 * Lower-casing first: it can leave a combining sequence that composition then joins.
 */
export function canonicalSlug(slug: string): string {
  return slug.toLowerCase().normalize('NFC');
}

/** Whether two slugs name the same address: compared as the public route compares them (canonicalSlug). */
export const sameSlug = (a: string, b: string) => canonicalSlug(a) === canonicalSlug(b);

type Slugged = { id: number; slug: string };

/**
 * The record (other than `ownId`) that already has `slug`, if any. `slug` is taken as the editor typed it and
 * compared in the form it is stored in (slugify), so "Fencing " collides with a stored "fencing".
 */
export function slugOwner<T extends Slugged>(slug: string, records: readonly T[], ownId: number | null = null): T | undefined {
  const wanted = slugify(slug);
  if (wanted === '') return undefined;
  return records.find((record) => record.id !== ownId && sameSlug(record.slug, wanted));
}

/**
 * A derived slug made unique the way WordPress does it: `fencing`, else `fencing-2`, `fencing-3`… Used only while
 * the slug follows the title; a slug the editor typed is never renamed behind their back (it is refused instead).
 */
export function uniqueSlug(slug: string, records: readonly Slugged[], ownId: number | null = null): string {
  const base = slugify(slug);
  if (base === '' || !slugOwner(base, records, ownId)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!slugOwner(candidate, records, ownId)) return candidate;
  }
}

/** The refusal of a page slug another page has ("The slug "fencing" is already used by the page "Fencing"…"), or null. */
export function pageSlugProblem(slug: string, pages: readonly (Slugged & { title: string })[], ownId: number | null = null): string | null {
  const owner = slugOwner(slug, pages, ownId);
  return owner ? ruleMessages.slugTaken(slugify(slug), ruleMessages.slugOwnerPage(owner.title)) : null;
}

/** The same for navigation items, whose slugs name menu addresses (/page/{slug}, ?nav=&sub=). */
export function navigationSlugProblem(slug: string, items: readonly (Slugged & { title: string })[], ownId: number | null = null): string | null {
  const owner = slugOwner(slug, items, ownId);
  return owner ? ruleMessages.slugTaken(slugify(slug), ruleMessages.slugOwnerNavigation(owner.title)) : null;
}

/** Whether a refusal (from any adapter, or a server that words it the same) is about a taken slug: it belongs at the slug field. */
export function isSlugTakenMessage(message: string): boolean {
  const [before = '', after = ''] = ruleMessages.slugTaken('\u0000', '').split('\u0000');
  const taken = after.slice(0, after.indexOf(' by ') + 4);
  return message.startsWith(before) && message.includes(taken);
}
