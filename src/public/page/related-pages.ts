import type { NavigationNode } from '../../domain/navigation';
import { activeNavigation } from '../../domain/navigation-tree';
import { canonicalSlug } from '../../domain/slug';

export type RelatedPages = {
  /** The navigation item of the page being shown, if the menu has one. */
  current: NavigationNode | null;
  /** The item whose children are listed (the current item's parent, or the current item itself at the top level). */
  listParent: NavigationNode | null;
  /** The current item's parent in the menu. */
  parent: NavigationNode | null;
  items: NavigationNode[];
};

type Entry = { node: NavigationNode; parent: NavigationNode | null };

function entries(tree: readonly NavigationNode[], parent: NavigationNode | null = null): Entry[] {
  return tree.flatMap((node) => [{ node, parent }, ...entries(node.children, node)]);
}

/**
 * The related-pages sidebar (public spec 2.6), from the active menu: the siblings of the current item. A top-level
 * item has no siblings worth listing (they are the whole menu), so its own children are listed instead. When the
 * route names an item the menu does not have, the items under the route's parent are listed.
 */
export function findRelatedPages(
  tree: readonly NavigationNode[],
  { target, parentHint }: { target: string | undefined; parentHint: string | undefined },
): RelatedPages {
  const all = entries(activeNavigation(tree));
  const none: RelatedPages = { current: null, listParent: null, parent: null, items: [] };
  if (!target) return none;
  // The route's segments are canonical (page-route.ts); a stored menu slug is compared in the same form.
  const is = (node: NavigationNode | null | undefined, slug: string | undefined) =>
    node !== null && node !== undefined && slug !== undefined && canonicalSlug(node.slug) === canonicalSlug(slug);
  const bySlug = all.filter((entry) => is(entry.node, target));
  const found = bySlug.find((entry) => is(entry.parent, parentHint)) ?? bySlug[0];
  if (found) {
    const listParent = found.parent ?? found.node;
    return { current: found.node, listParent, parent: found.parent, items: listParent.children };
  }
  const hinted = parentHint ? all.find((entry) => is(entry.node, parentHint)) : undefined;
  if (hinted) return { current: null, listParent: hinted.node, parent: hinted.node, items: hinted.node.children };
  return none;
}

/** Heading rule (public spec 2.6): the current page's title, else its parent's, else the fallback heading. */
export function relatedHeading(pageTitle: string | undefined, related: RelatedPages, fallback: string): string {
  return pageTitle || related.current?.title || related.parent?.title || fallback;
}
