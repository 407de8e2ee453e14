/**
 * Slug derivation (admin spec 5): lowercase, characters other than letters, digits, space and hyphen removed,
 * spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-');
}
