/**
 * Slug derivation (admin spec 5): lowercase, characters other than letters, digits, space and hyphen removed,
 * spaces to hyphens, repeated hyphens collapsed. Beyond the written rule, as editors expect from a CMS: accented
 * letters keep their base letter (Café → cafe, not caf) and no slug starts or ends with a hyphen.
 */
export function slugify(title: string): string {
  return foldText(title)
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
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
