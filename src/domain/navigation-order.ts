import type { NavigationNode } from './navigation';

/** A new order of the items under one parent (null: the top level), as the ids in their new order. */
export type SiblingOrder = { parentId: number | null; ids: readonly number[] };

/**
 * The order_index each of `siblings` gets when they are put in the order of `ids`. The contract has no reorder call
 * for navigation (admin spec 7): each moved item is saved with update_navigation.php. The siblings' own numbers are
 * handed out again in the new order when they are all different (only the items whose place changed are written,
 * and numbers an editor chose, such as 10, 20, 30, stay); when some are equal (the tie is broken by id), they are
 * numbered from 1.
 */
export function siblingOrderIndexes(siblings: readonly NavigationNode[], ids: readonly number[]): Map<number, number> {
  const numbers = siblings.map((node) => node.order_index).sort((a, b) => a - b);
  const distinct = numbers.every((value, index) => index === 0 || value > numbers[index - 1]!);
  return new Map(ids.map((id, index) => [id, distinct ? numbers[index]! : index + 1]));
}

/** The items directly under `parentId` in the tree (the top level for null); none when the parent is not in it. */
export function siblingsIn(tree: readonly NavigationNode[], parentId: number | null): readonly NavigationNode[] {
  if (parentId === null) return tree;
  for (const node of tree) {
    if (node.id === parentId) return node.children;
    const found = siblingsIn(node.children, parentId);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The tree with the items under one parent in a new order and numbered as they will be saved: what the screen shows
 * while the order is being saved. Ids that are not siblings there (a stale order) leave the tree as it is.
 */
export function withSiblingOrder(tree: readonly NavigationNode[], { parentId, ids }: SiblingOrder): NavigationNode[] {
  const reorder = (siblings: readonly NavigationNode[]): NavigationNode[] => {
    const byId = new Map(siblings.map((node) => [node.id, node]));
    if (ids.length !== siblings.length || !ids.every((id) => byId.has(id))) return [...siblings];
    const numbers = siblingOrderIndexes(siblings, ids);
    return ids.map((id) => ({ ...byId.get(id)!, order_index: numbers.get(id)! }));
  };
  if (parentId === null) return reorder(tree);
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, children: reorder(node.children) }
      : { ...node, children: withSiblingOrder(node.children, { parentId, ids }) },
  );
}
