import type { NavigationInput, NavigationItem, NavigationNode } from './navigation';
import { capNavigationDepth } from './navigation-depth';

const byOrder = (a: NavigationItem, b: NavigationItem) => a.order_index - b.order_index || a.id - b.id;

/**
 * Builds the nested tree get_navigation.php answers with, ordered by order_index (lower first), at most
 * NAVIGATION_DEPTH_CAP levels deep (navigation-depth.ts). Built by linking, without recursion: stored data may chain
 * thousands of levels.
 */
export function buildNavigationTree(items: readonly NavigationItem[]): NavigationNode[] {
  const ids = new Set(items.map((item) => item.id));
  const parentOf = new Map<number, number | null>();
  for (const item of items) {
    // An item whose parent is gone is shown at the top level rather than lost.
    parentOf.set(item.id, item.parent_id !== null && ids.has(item.parent_id) ? item.parent_id : null);
  }
  const ordered = [...items].sort(byOrder);
  // Stored data may hold a parent cycle (A under B under A). Each cycle is cut where a walk up from its first item
  // comes round again, so that item shows at the top level instead of the whole cycle disappearing from the tree.
  // Items already known to lead up to the top level end a walk early, so a long chain is walked once, not per item.
  const settled = new Set<number>();
  for (const item of ordered) {
    const path = new Set<number>();
    let current: number | null = item.id;
    while (current !== null && !path.has(current) && !settled.has(current)) {
      path.add(current);
      current = parentOf.get(current) ?? null;
    }
    if (current !== null && path.has(current)) parentOf.set(current, null);
    for (const id of path) settled.add(id);
  }
  const nodes = new Map<number, NavigationNode>(ordered.map((item) => [item.id, { ...item, has_children: false, children: [] }]));
  const roots: NavigationNode[] = [];
  for (const item of ordered) {
    const node = nodes.get(item.id)!;
    const parent = parentOf.get(item.id) ?? null;
    const parentNode = parent === null ? undefined : nodes.get(parent);
    if (parentNode) {
      parentNode.children.push(node);
      parentNode.has_children = true;
    } else roots.push(node);
  }
  return capNavigationDepth(roots) as NavigationNode[];
}

/** The tree without inactive items (and their descendants), as the public menu shows it. */
export function activeNavigation(tree: readonly NavigationNode[]): NavigationNode[] {
  return tree
    .filter((node) => node.is_active)
    .map((node) => {
      const children = activeNavigation(node.children);
      return { ...node, children, has_children: children.length > 0 };
    });
}

/** The form fields of a stored item: what an update sends to keep everything but the fields it changes. */
export function navigationInputOf(item: NavigationItem): NavigationInput {
  const { title, slug, url, icon, parent_id, order_index, is_active, has_page, external_url } = item;
  return { title, slug, url, icon, parent_id, order_index, is_active, has_page, external_url };
}

/** Every item of the tree in tree order (depth first), walked with a list rather than recursion. */
export function flattenNavigation(tree: readonly NavigationNode[]): NavigationNode[] {
  const flat: NavigationNode[] = [];
  const stack = [...tree].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    flat.push(node);
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
  return flat;
}

/** Ids of an item and all its descendants: none of them may become the item's parent (admin spec 5). */
export function navigationSubtreeIds(items: readonly NavigationItem[], rootId: number): Set<number> {
  const result = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parent_id !== null && result.has(item.parent_id) && !result.has(item.id)) {
        result.add(item.id);
        grew = true;
      }
    }
  }
  return result;
}

export function isValidNavigationParent(
  items: readonly NavigationItem[],
  itemId: number | null,
  parentId: number | null,
): boolean {
  if (parentId === null) return true;
  if (!items.some((item) => item.id === parentId)) return false;
  if (itemId === null) return true;
  return !navigationSubtreeIds(items, itemId).has(parentId);
}
